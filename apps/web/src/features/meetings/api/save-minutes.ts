import type { Minutes, MinutesInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveMinutes = () =>
  useRefreshingMutation('meetings', ({ id, input }: { id: string; input: MinutesInput }) =>
    api.put<Minutes>(`/api/admin/meetings/minutes/${id}`, input),
  );
