import { safeFileName } from '../safe-text';
import type { FastifyRequest } from 'fastify';
import { applicationFileKeys, applicationKeys, documentMediaTypes, type ApplicationFileKey } from '../../src/contracts/applications';
import { validationMessages } from '../../src/contracts/content';
import { limits } from '../../src/contracts/limits';
import { documentKindReader } from '../file-kind';
import { HttpProblem } from '../problem';
import type { StoredFileInput } from '../store/submission-rows';
import type { FileStore, ReceivedFile } from '../store/file-store';

/** An uploaded file on disk, not yet kept: the caller keeps it before saving the row, or discards it. */
export type UploadedFile = StoredFileInput & Pick<ReceivedFile, 'keep' | 'discard'>;

const fileKeys: ReadonlySet<string> = new Set(applicationFileKeys);
const knownKeys: ReadonlySet<string> = new Set(applicationKeys);

/**
 * Reads the multipart application: each state key at most once, files only under Resume and
 * CoverLetter, each a PDF, DOC or DOCX by its content and at most 10 MB (the plugin stops reading
 * at the limit). An empty file slot (no file chosen) counts as absent. Files stream to the file
 * store as they arrive; if the body is refused, those already received are discarded.
 */
export async function readApplicationParts(request: FastifyRequest, store: FileStore) {
  const files: UploadedFile[] = [];
  try {
    const fields = await readParts(request, store, files);
    if (!files.some((file) => file.field === 'Resume')) throw new HttpProblem(400, validationMessages.application.resumeRequired);
    return { fields, files };
  } catch (error) {
    await Promise.all(files.map((file) => file.discard()));
    throw asClientError(error);
  }
}

/**
 * What parsing the body threw, as a refusal: busboy's own errors (no boundary, a broken or truncated
 * body) carry no status and would otherwise be a 500; the plugin's 406 for a part declared JSON
 * that is not is a 400 (406 is about the Accept header).
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpProblem) return error;
  const { code, statusCode, syscall } = (error ?? {}) as { code?: string; statusCode?: number; syscall?: string };
  // Writing the upload to disk failed (a full disk): the server's fault, answered by the error handler.
  if (syscall !== undefined) return error;
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new HttpProblem(400, 'A part declared as JSON is not valid JSON.');
  if (statusCode !== undefined) return error;
  return new HttpProblem(400, 'The multipart body is malformed: a missing boundary, or a broken or truncated part.');
}

async function readParts(request: FastifyRequest, store: FileStore, files: UploadedFile[]) {
  const fields: Record<string, string> = {};
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
    const reader = documentKindReader();
    const received = await store.receive(part.file, reader.push);
    const refuse = async (status: number, detail: string) => {
      await received.discard();
      return new HttpProblem(status, detail);
    };
    // The plugin stops reading at the size limit and marks the stream truncated.
    if (part.file.truncated) throw await refuse(413, validationMessages.upload.fileTooLarge);
    if (received.size === 0 && !part.filename) {
      await received.discard();
      continue;
    }
    if (received.size === 0) throw await refuse(400, `The ${key} file is empty.`);
    const kind = reader.kind();
    if (!kind) throw await refuse(415, `${key}: ${validationMessages.upload.fileTypeNotSupported}; send a PDF, DOC or DOCX file.`);
    files.push({
      field: key as ApplicationFileKey,
      fileName: safeFileName(part.filename, key, limits.maxShortText),
      mediaType: documentMediaTypes[kind],
      size: received.size,
      sha256: received.sha256,
      keep: received.keep,
      discard: received.discard,
    });
  }
  return fields;
}
