import type { OkMessage, PasskeyChallenge, SignedIn } from '@club/shared';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api } from './api-client';

/** Whether this browser can use passkeys at all (the WebAuthn API, in a secure context). */
export const passkeysWork = () =>
  typeof window !== 'undefined' && window.isSecureContext && 'PublicKeyCredential' in window;

/** The person chose not to (closed the browser's passkey sheet) or the device could not: no error to show. */
export const passkeyDeclined = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** Asks the browser for a passkey of this site: the answer to a one-time challenge of the server's. */
export async function answerWithPasskey() {
  const { challengeId, options } = await api.post<PasskeyChallenge>('/api/auth/passkey/options');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { challengeId, credential };
}

/** Asks the device to make a passkey for the signed-in person. */
export async function makePasskey() {
  const { challengeId, options } = await api.post<PasskeyChallenge>('/api/me/passkeys/options');
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return { challengeId, credential };
}

/** Gives the second factor (a code of the app or a recovery code), trusting this browser for a time if asked. */
export const giveSecondFactor = (body: { code: string; trustBrowser: boolean }) =>
  api.post<OkMessage>('/api/auth/second-factor', body);

/** Gives the second factor with a passkey of this device. */
export const giveSecondFactorWithPasskey = async () =>
  api.post<OkMessage>('/api/auth/second-factor/passkey', await answerWithPasskey());

/** Signs in with a passkey of this device (no password, no second factor). */
export const signInWithPasskey = async () => api.post<SignedIn>('/api/auth/passkey', await answerWithPasskey());
