import type { ContributionReference } from '@club/shared';
import { api } from '../../../lib/api-client';

/** A payment reference for the transfer, issued when the form opens. */
export const issueReference = () =>
  api.post<ContributionReference>('/api/contributions/reference').then((r) => r.paymentReference);
