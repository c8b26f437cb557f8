import { ApiError } from '../../api/problem';
import { staffContent } from '../content';
import { staffCall } from './staff-client';

/**
 * The browser's side of a passkey (@simplewebauthn/browser, loaded when first used): making one, or
 * signing with one. A refusal in the browser (none chosen, none supported) is an ApiError with the
 * sentence given, shown as the server's refusals are.
 */
const refusal = (detail: string) => new ApiError({ type: 'about:blank', title: 'Passkey', status: 400, detail });

export async function createPasskey(options: unknown, cancelled: string) {
  const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) throw refusal(staffContent.passkeys.unsupported);
  try {
    return await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch {
    throw refusal(cancelled);
  }
}

export async function signWithPasskey(options: unknown, cancelled: string) {
  const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) throw refusal(staffContent.passkeys.unsupported);
  try {
    return await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch {
    throw refusal(cancelled);
  }
}

/** Signs in with a passkey the browser offers (discoverable: no account named): the session's answer. */
export async function passkeySignIn(cancelled: string) {
  const options = await staffCall('passkeyAuthenticationOptions', {});
  const response = await signWithPasskey(options, cancelled);
  return staffCall('verifyPasskeyAuthentication', { body: { response: response as never } });
}
