import type { MemberImportDone, MemberImportMapping, MemberImportPreview } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

/** The spreadsheet and, once the admin has seen the guess, the columns they chose. */
export interface SheetToImport {
  file: File;
  mapping: MemberImportMapping | null;
}

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
      postForm<MemberImportPreview>('/api/admin/members/import/preview', formOf(sheet)),
  });

/** Imports the sheet: every row, or none when a row has a problem. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: SheetToImport) => postForm<MemberImportDone>('/api/admin/members/import', formOf(sheet)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
