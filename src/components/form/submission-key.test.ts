import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSubmissionKey, submissionKeys, submittedContent } from './submission-key';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newSubmissionKey', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newSubmissionKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuid);
  });

  it('is made from getRandomValues where randomUUID is missing (a page on plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newSubmissionKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('submittedContent', () => {
  const file = (name: string, text: string, lastModified = 1) => new File([text], name, { type: 'application/pdf', lastModified });

  it('tells files apart by name, size, type and date, and sees the same file chosen again as the same', () => {
    const same = submittedContent({ Resume: file('cv.pdf', 'abc') });
    expect(submittedContent({ Resume: file('cv.pdf', 'abc') })).toBe(same);
    expect(submittedContent({ Resume: file('cv2.pdf', 'abc') })).not.toBe(same);
    expect(submittedContent({ Resume: file('cv.pdf', 'abcd') })).not.toBe(same);
    expect(submittedContent({ Resume: file('cv.pdf', 'abc', 2) })).not.toBe(same);
    expect(submittedContent({ Resume: null })).not.toBe(same);
  });
});

describe('submissionKeys', () => {
  it('keeps the key for the same content until a success, and makes a new one for other content', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ email: 'a@example.com' });
    expect(keys.keyFor({ email: 'a@example.com' })).toBe(first);
    const other = keys.keyFor({ email: 'b@example.com' });
    expect(other).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ email: 'b@example.com' })).not.toBe(other);
  });
});
