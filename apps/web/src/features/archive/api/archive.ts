import type {
  ArchiveDocument,
  ArchiveDocumentsPage,
  ArchivePerson,
  Folder,
  FolderPermission,
  FolderValues,
  GrantInput,
} from '@club/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postForm } from '../../../lib/upload';

export const archiveQueryKey = ['archive'] as const;

export const foldersQueryOptions = queryOptions({
  queryKey: [...archiveQueryKey, 'folders'],
  queryFn: () => api.get<Folder[]>('/api/archive/folders'),
});
export const useFolders = () => useQuery(foldersQueryOptions);

export const useFolderDocuments = (folderId: string | null) =>
  useQuery({
    queryKey: [...archiveQueryKey, 'documents', folderId],
    queryFn: () => api.get<ArchiveDocument[]>(`/api/archive/folders/${folderId}/documents`),
    enabled: folderId !== null,
  });

export const useFolderPermissions = (folderId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...archiveQueryKey, 'permissions', folderId],
    queryFn: () => api.get<FolderPermission[]>(`/api/archive/folders/${folderId}/permissions`),
    enabled: folderId !== null && enabled,
  });

export const useGrantablePeople = (folderId: string, search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...archiveQueryKey, 'people', folderId, search],
    queryFn: () =>
      api.get<ArchivePerson[]>(`/api/archive/folders/${folderId}/people?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDocumentSearch = (search: string, page: number) =>
  useQuery({
    queryKey: [...archiveQueryKey, 'search', search, page],
    queryFn: () =>
      api.get<ArchiveDocumentsPage>(
        `/api/archive/documents?${new URLSearchParams({ search, page: String(page), pageSize: '20' })}`,
      ),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

function useArchiveMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveQueryKey }),
  });
}

export const useCreateFolder = () =>
  useArchiveMutation((input: FolderValues) => api.post<Folder>('/api/archive/folders', input));

export const useGrantAccess = () =>
  useArchiveMutation(({ folderId, input }: { folderId: string; input: GrantInput }) =>
    api.put<FolderPermission[]>(`/api/archive/folders/${folderId}/permissions`, input),
  );

export const useRevokeAccess = () =>
  useArchiveMutation(({ folderId, userId }: { folderId: string; userId: string }) =>
    api.delete<null>(`/api/archive/folders/${folderId}/permissions/${encodeURIComponent(userId)}`),
  );

export const useUploadDocument = () =>
  useArchiveMutation(
    ({
      folderId,
      file,
      description,
      onProgress,
    }: {
      folderId: string;
      file: File;
      description: string;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('description', description);
      form.append('file', file);
      return postForm<ArchiveDocument>(`/api/archive/folders/${folderId}/documents`, form, onProgress);
    },
  );

export const useDeleteDocument = () =>
  useArchiveMutation((id: string) => api.delete<null>(`/api/archive/documents/${id}`));
