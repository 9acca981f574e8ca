import { SECOND_FACTOR_ERRORS } from '@club/shared';
import { t, translateMessage } from './i18n';
import { noteAnswer } from './kept-copy';

export interface ApiErrorBody {
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let send: Transport = (url, init) => fetch(url, init);

/**
 * Where the API requests go: the network in the browser; the server's own routes when the server renders
 * a public page with its data (src/render-page.tsx).
 */
export function sendRequestsWith(transport: Transport) {
  send = transport;
}

/** Asks the person for their second factor (the app's dialog): true once they gave it, false if they declined. */
type SecondFactorPrompt = () => Promise<boolean>;
let promptSecondFactor: SecondFactorPrompt | null = null;

export function askSecondFactorWith(prompt: SecondFactorPrompt) {
  promptSecondFactor = prompt;
  return () => {
    if (promptSecondFactor === prompt) promptSecondFactor = null;
  };
}

/**
 * Sends a request; when the server refuses a protected action for want of a fresh second factor, asks the
 * person for it and sends the request once more. Every screen's protected actions work so, with no code of
 * their own.
 */
export async function sendConfirmingSecondFactor(sendOnce: () => Promise<Response>): Promise<Response> {
  const response = await sendOnce();
  if (response.status !== 403 || !promptSecondFactor) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ApiErrorBody> | null;
  if (body?.error !== SECOND_FACTOR_ERRORS.confirmAgain) return response;
  return (await promptSecondFactor()) ? sendOnce() : response;
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await sendConfirmingSecondFactor(() =>
    send(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (method === 'GET') noteAnswer(response);
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const fallback = { error: 'error', message: t('common.page.requestFailed', { status: response.status }) };
    throw new ApiError(response.status, (data as ApiErrorBody | undefined) ?? fallback);
  }
  return data as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

/** Whether the API said the record asked for is not there (or its address cannot name one). */
export const isMissingRecord = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The reason an action failed, in the page's language when the catalogues have it. */
export const errorMessage = (error: unknown) =>
  translateMessage(error instanceof Error ? error.message : String(error));

/**
 * What to tell the user when an action fails: the server's reason when it refused the request as invalid
 * or conflicting (400, 409: e.g. an email already in use), else `fallback` (the spec's text). Field errors
 * reach here only when no field of the form could show them: the first one is named, never just
 * 'Please check the highlighted fields' with nothing highlighted.
 */
export function failureMessage(error: unknown, fallback: string) {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return translateMessage(fallback);
  const [field, messages] = Object.entries(error.body.fieldErrors ?? {})[0] ?? [];
  if (field && messages?.[0]) return `${translateMessage(messages[0])} (${field})`;
  return translateMessage(error.body.message || fallback);
}
