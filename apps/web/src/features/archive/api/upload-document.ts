import type { ArchiveDocument } from '@club/shared';
import { postForm } from '../../../lib/upload';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useUploadDocument = () =>
  useRefreshingMutation(
    'archive',
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
