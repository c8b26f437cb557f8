import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A resource held in memory with its encodings (brotli and gzip made at build time, or when a page
 * is rendered) and the headers worked out once, so that answering it costs no disk access.
 */
export type Representations = {
  type: string;
  cacheControl: string;
  lastModified?: string;
  /** Each encoding is its own representation: its own strong ETag. */
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

export function contentEtag(content: Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 27);
}

/** Whether an If-None-Match header names one of the tags. */
function matches(header: string | undefined, tags: readonly string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')));
}

/** Sends the encoding the client takes (br, then gzip, then none), or 304 when it already has it. */
export function sendRepresentations(request: FastifyRequest, reply: FastifyReply, resource: Representations, status = 200) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    resource.br && /\bbr\b/.test(accepted)
      ? (['br', resource.br] as const)
      : resource.gzip && /\bgzip\b/.test(accepted)
        ? (['gzip', resource.gzip] as const)
        : ([undefined, resource.identity] as const);
  const etag = `"${resource.etag}${encoding ? `-${encoding}` : ''}"`;
  reply.header('content-type', resource.type).header('cache-control', resource.cacheControl).header('etag', etag);
  if (resource.lastModified) reply.header('last-modified', resource.lastModified);
  if (resource.br || resource.gzip) reply.header('vary', 'accept-encoding');
  if (status === 200 && matches(request.headers['if-none-match'], [etag])) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(status).send(body);
}
