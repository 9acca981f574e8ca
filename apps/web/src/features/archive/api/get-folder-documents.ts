import type { ArchiveDocument } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useFolderDocuments = (folderId: string | null) =>
  useQuery({
    queryKey: [...queryRoots.archive, 'documents', folderId],
    queryFn: () => api.get<ArchiveDocument[]>(`/api/archive/folders/${folderId}/documents`),
    enabled: folderId !== null,
  });
