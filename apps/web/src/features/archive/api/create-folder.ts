import type { Folder, FolderValues } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useCreateFolder = () =>
  useRefreshingMutation('archive', (input: FolderValues) => api.post<Folder>('/api/archive/folders', input));
