import type { MemberImportDone } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';
import { formOf, IMPORT_URL, type SheetToImport } from './preview-member-import';

/** Imports the sheet: every row, or none when a row has a problem. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: SheetToImport) => postForm<MemberImportDone>(IMPORT_URL[sheet.kind], formOf(sheet)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
