import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type SecurityOptions = {
  /** sha256 sources of the scripts the prerender inlined. */
  scriptHashes: readonly string[];
  /** Origins other than this one that the browser may call (an absolute apiBaseUrl). */
  connectOrigins: readonly string[];
  /** TLS ends in a proxy in front: send HSTS and upgrade insecure requests. */
  behindTls: boolean;
};

/** What the browser may do beyond this site: nothing it does not need. */
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every answer (docs/decisions/161-content-security-policy.md): a policy with
 * no inline script but the hashed ones, no framing, no sniffing, a referrer kept to the origin.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  // Built once: helmet parses and checks the policy when it is made. (@fastify/helmet made it anew
  // on every request, a sixth of a page answer's time: docs/decisions/179-security-headers-once.md.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...options.connectOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.behindTls ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  // Nothing in these options depends on the request: helmet runs once, against a recorder, and each
  // answer gets the headers it set (its chain of twelve middlewares was a tenth of a page answer's time).
  const headers: [string, string][] = [['permissions-policy', permissionsPolicy]];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => undefined };
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
