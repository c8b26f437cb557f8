import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { validationMessages } from '../src/contracts/content';
import { HttpProblem } from './problem';

// zod/mini ships no messages ("Invalid input" for all): a missing or mistyped field must say what it got.
z.config(z.locales.en());

/** The spec's own sentences stand alone; any other message is prefixed with the field it is about. */
const ownSentences = new Set<string>(
  Object.values(validationMessages).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
);

/** A failed union (a number or digits) says only "Invalid input": its branches carry the contract's sentence. */
function messagesOf(issue: z.core.$ZodIssue): string[] {
  if (issue.code !== 'invalid_union') return [issue.message];
  const own = issue.errors.flat().flatMap((branch) => (ownSentences.has(branch.message) ? [branch.message] : []));
  return own.length > 0 ? own : [issue.message];
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const sentences = issues.flatMap((issue) => {
    const field = issue.path.join('.');
    return messagesOf(issue).map((message) => (ownSentences.has(message) || !field ? message : `${field}: ${message}`));
  });
  return [...new Set(sentences)].join(' ');
}

/**
 * The 400 for a value its contract refuses: every reason in the detail, each after the name of its
 * field ("company: At most 200 characters."), or the field's own sentence from the spec. A form reads
 * the fields back from it (src/contracts/refusal.ts); the problem keeps the spec's four members.
 */
function refusal(issues: readonly z.core.$ZodIssue[]): HttpProblem {
  return new HttpProblem(400, describe(issues));
}

/** Parses a request part with its contract; a mismatch is a 400 that names what was wrong. */
export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw refusal(result.error.issues);
  return result.data;
}

/**
 * Fastify's validator for a route schema that is a zod contract (server/routes/register-call.ts): the
 * parsed value replaces the request part, a mismatch is the same 400 as parseWith's.
 */
export function contractValidator({ schema }: { schema: unknown }) {
  const contract = schema as z.ZodMiniType;
  return (value: unknown) => {
    const result = contract.safeParse(value);
    return result.success ? { value: result.data } : { error: refusal(result.error.issues) };
  };
}

/**
 * JSON calls refuse other bodies with 415 (multipart is parsed by its own plugin, so is checked here),
 * and JSON labelled with a charset other than UTF-8 (RFC 8259), which Fastify would read as UTF-8 anyway.
 */
export async function requireJson(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) throw new HttpProblem(415, 'This call takes a JSON body (Content-Type: application/json).');
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new HttpProblem(415, 'JSON must be sent as UTF-8 (charset=utf-8).');
}
