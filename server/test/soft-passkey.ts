import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A passkey in software, for the server tests: an authenticator with one P-256 key that answers the
 * staff area's registration and authentication options as a browser's would (attestation "none"),
 * so that the passkey calls run end to end without a browser. The e2e tests use Chromium's virtual
 * authenticator for the same.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | Record<string, never>;

/** The few CBOR items WebAuthn needs: small integers, text and byte strings, maps (RFC 8949). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export function softPasskey(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /** The answer to registration options: a new credential, its public key in COSE form. */
    register(options: { challenge: string }) {
      const cose = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      // User present and verified, attested credential data included; counter 0; no AAGUID.
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLength, credentialId, cose]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', {}],
          ['authData', authData],
        ]),
      );
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** The answer to authentication options: the challenge signed with the key, for the account `userHandle`. */
    authenticate(options: { challenge: string }, userHandle: string) {
      signCount += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(signCount);
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counter]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authenticatorData),
          signature: base64url(signature),
          userHandle: base64url(Buffer.from(userHandle)),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
