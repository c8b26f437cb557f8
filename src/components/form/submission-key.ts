/**
 * The Idempotency-Key of a form's submission (docs/decisions/166-idempotent-submissions.md): made
 * when the visitor submits, kept while they try the same content again, dropped after a success.
 */

/** A random UUID. `crypto.randomUUID` exists only on HTTPS and localhost; `getRandomValues` everywhere. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What the visitor submitted, as text to compare with their next try: a file counts as the same when
 * its name, size, type and date are (its bytes are not read; choosing another file changes these).
 */
export function submittedContent(input: unknown): string {
  return JSON.stringify(input, (_name, value: unknown) =>
    value instanceof Blob
      ? { size: value.size, type: value.type, ...(value instanceof File && { name: value.name, lastModified: value.lastModified }) }
      : value,
  );
}

/**
 * Hands out the key of each try: the same one while the content is the same as the last try that
 * did not succeed, a new one for new content and after a success.
 */
export function submissionKeys() {
  let kept: { key: string; content: string } | null = null;
  return {
    keyFor(input: unknown): string {
      const content = submittedContent(input);
      if (kept?.content !== content) kept = { key: newSubmissionKey(), content };
      return kept.key;
    },
    succeeded() {
      kept = null;
    },
  };
}
