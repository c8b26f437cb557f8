import { safeFileName } from '../safe-text';
import type { FastifyRequest } from 'fastify';
import { applicationFileKeys, applicationKeys, documentMediaTypes, type ApplicationFileKey } from '../../src/contracts/applications';
import { validationMessages } from '../../src/contracts/content';
import { limits } from '../../src/contracts/limits';
import { documentKind } from '../file-kind';
import { HttpProblem } from '../problem';
import type { StoredFileInput } from '../store/applications';

const fileKeys: ReadonlySet<string> = new Set(applicationFileKeys);
const knownKeys: ReadonlySet<string> = new Set(applicationKeys);

/**
 * Reads the multipart application: each state key at most once, files only under Resume and
 * CoverLetter, each a PDF, DOC or DOCX by its content and at most 10 MB (the plugin stops reading
 * at the limit). An empty file slot (no file chosen) counts as absent.
 */
export async function readApplicationParts(request: FastifyRequest) {
  let parts: Awaited<ReturnType<typeof readParts>>;
  try {
    parts = await readParts(request);
  } catch (error) {
    throw asClientError(error);
  }
  if (!parts.files.some((file) => file.field === 'Resume')) throw new HttpProblem(400, validationMessages.application.resumeRequired);
  return parts;
}

/**
 * What parsing the body threw, as a refusal: busboy's own errors (no boundary, a broken or truncated
 * body) carry no status and would otherwise be a 500; the plugin's 406 for a part declared JSON
 * that is not is a 400 (406 is about the Accept header).
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpProblem) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new HttpProblem(400, 'A part declared as JSON is not valid JSON.');
  if (statusCode !== undefined) return error;
  return new HttpProblem(400, 'The multipart body is malformed: a missing boundary, or a broken or truncated part.');
}

async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: StoredFileInput[] = [];
  const seen = new Set<string>();
  for await (const part of request.parts()) {
    const key = part.fieldname;
    if (!knownKeys.has(key)) throw new HttpProblem(400, `Unknown field ${key.slice(0, 40)}.`);
    if (seen.has(key)) throw new HttpProblem(400, `The field ${key} was sent more than once.`);
    seen.add(key);
    if (part.type === 'field') {
      if (typeof part.value !== 'string') throw new HttpProblem(400, `The field ${key} must be text.`);
      if (fileKeys.has(key) && part.value !== '') throw new HttpProblem(400, `The field ${key} must be a file.`);
      if (!fileKeys.has(key)) fields[key] = part.value;
      continue;
    }
    if (!fileKeys.has(key)) throw new HttpProblem(400, `The field ${key} must be text, not a file.`);
    const content = await part.toBuffer();
    if (content.length === 0 && !part.filename) continue;
    if (content.length === 0) throw new HttpProblem(400, `The ${key} file is empty.`);
    const kind = documentKind(content);
    if (!kind) throw new HttpProblem(415, `${key}: ${validationMessages.upload.fileTypeNotSupported}; send a PDF, DOC or DOCX file.`);
    files.push({
      field: key as ApplicationFileKey,
      fileName: safeFileName(part.filename, key, limits.maxShortText),
      mediaType: documentMediaTypes[kind],
      content,
    });
  }
  return { fields, files };
}
