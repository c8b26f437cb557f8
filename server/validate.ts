import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { validationMessages } from '../src/contracts/content';
import { HttpProblem } from './problem';

/** The spec's own sentences stand alone; any other message is prefixed with the field it is about. */
const ownSentences = new Set<string>(
  Object.values(validationMessages).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
);

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const sentences = issues.map((issue) => {
    const field = issue.path.join('.');
    if (ownSentences.has(issue.message) || !field) return issue.message;
    return `${field}: ${issue.message}`;
  });
  return [...new Set(sentences)].join(' ');
}

/** Parses a request part with its contract; a mismatch is a 400 that names what was wrong. */
export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpProblem(400, describe(result.error.issues));
  return result.data;
}

/** JSON calls refuse other bodies with 415 (multipart is parsed by its own plugin, so is checked here). */
export async function requireJson(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) throw new HttpProblem(415, 'This call takes a JSON body (Content-Type: application/json).');
}
