import type { ImportKind, ImportMapping, MemberImportPreview } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { postForm } from '../../../lib/upload';

/** The spreadsheet, what it holds, and (once the admin has seen the guess) the columns they chose. */
export interface SheetToImport {
  kind: ImportKind;
  file: File;
  mapping: ImportMapping | null;
}

export const IMPORT_URL: Record<ImportKind, string> = {
  members: '/api/admin/members/import',
  guardians: '/api/admin/members/guardians/import',
  players: '/api/admin/teams/players/import',
};

export const formOf = ({ file, mapping }: SheetToImport) => {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return form;
};

/** What importing the sheet would do, row by row (nothing is written). */
export const usePreviewMemberImport = () =>
  useMutation({
    mutationFn: (sheet: SheetToImport) =>
      postForm<MemberImportPreview>(`${IMPORT_URL[sheet.kind]}/preview`, formOf(sheet)),
  });
