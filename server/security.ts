import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
        // React and Radix set style attributes and small style elements at run time.
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
