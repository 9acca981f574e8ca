import { api } from '../../../lib/api-client';
import { forMember } from './renewal';

/** A payment reference for the renewal transfer, issued when the page opens. */
export const issueRenewalReference = (memberId: string | null) =>
  api
    .post<{ paymentReference: string }>(`/api/me/renewal/reference${forMember(memberId)}`)
    .then((r) => r.paymentReference);
