import type { PreviousMeeting } from '@club/shared';
import { api } from '../../../lib/api-client';

export const loadPreviousMeeting = (number: string, exceptId: string) =>
  api.get<PreviousMeeting>(
    `/api/admin/meetings/minutes/previous?${new URLSearchParams({ number, except: exceptId }).toString()}`,
  );
