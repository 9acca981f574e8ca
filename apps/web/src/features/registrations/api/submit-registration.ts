import type { RegistrationSubmitted, RegistrationType } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/** Sends the registration as multipart form data: the fields, the signed form number and the ID card. */
export async function submitRegistration({
  type,
  fields,
  idCard,
}: {
  type: RegistrationType;
  fields: Record<string, string>;
  idCard: File;
}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('idCard', idCard);
  const response = await fetch(`/api/registrations/${type}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as (RegistrationSubmitted & Partial<ApiErrorBody>) | null;
  if (!response.ok) {
    throw new ApiError(response.status, {
      error: body?.error ?? 'error',
      message: body?.message ?? t('common.page.requestFailed', { status: response.status }),
      fieldErrors: body?.fieldErrors,
    });
  }
  return body as RegistrationSubmitted;
}

/** Tried even when the browser says it is offline: a form that cannot be sent waits in the outbox instead. */
export const useSubmitRegistration = () => useMutation({ mutationFn: submitRegistration, networkMode: 'always' });
