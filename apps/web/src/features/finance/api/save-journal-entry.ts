import type { JournalEntry, JournalEntryInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveJournalEntry = () =>
  useRefreshingMutation('finance', ({ id, input }: { id?: string; input: JournalEntryInput }) =>
    id
      ? api.put<JournalEntry>(`/api/admin/finance/journal/${id}`, input)
      : api.post<JournalEntry>('/api/admin/finance/journal', input),
  );
