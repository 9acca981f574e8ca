import type { ImportKind, ImportMapping, MemberImportDone, MemberImportPreview } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

/** The spreadsheet, what it holds, and (once the admin has seen the guess) the columns they chose. */
export interface SheetToImport {
  kind: ImportKind;
  file: File;
  mapping: ImportMapping | null;
}

const IMPORT_URL: Record<ImportKind, string> = {
  members: '/api/admin/members/import',
  guardians: '/api/admin/members/guardians/import',
  players: '/api/admin/teams/players/import',
};

const formOf = ({ file, mapping }: SheetToImport) => {
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

/** Imports the sheet: every row, or none when a row has a problem. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: SheetToImport) => postForm<MemberImportDone>(IMPORT_URL[sheet.kind], formOf(sheet)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
