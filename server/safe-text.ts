import { basename } from 'node:path';

/** C0 and C1 control characters and the Unicode line separators: what must not reach a header or a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what this module removes
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * The bidi controls (embeddings, overrides, isolates and the marks LRM, RLM, ALM): invisible, they
 * change the order a text is shown in, so that "cv\u202efdp.exe" shows as "cvexe.pdf". Removed, not spaced.
 */
const bidiControls = /\p{Bidi_Control}/gu;

/**
 * A value safe on one line (a mail header, a log line): control characters and runs of space become
 * one space, bidi controls go.
 */
export function oneLine(value: string): string {
  return value.replace(bidiControls, '').replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A file name safe to store and to write back to disk: no folders (either slash), no control or bidi
 * control characters, not `.` or `..`, at most `maxLength` characters; the fallback when nothing is left.
 */
export function safeFileName(name: string, fallback: string, maxLength = 200): string {
  const cleaned = basename(name.replace(/\\/g, '/')).replace(bidiControls, '').replace(controlCharacters, '').trim().slice(0, maxLength);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}
