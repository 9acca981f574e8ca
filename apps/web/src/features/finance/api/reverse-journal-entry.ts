import type { JournalEntry } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useReverseJournalEntry = () =>
  useRefreshingMutation('finance', (id: string) => api.post<JournalEntry>(`/api/admin/finance/journal/${id}/reverse`));
