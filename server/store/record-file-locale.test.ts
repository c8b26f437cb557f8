import { describe, expect, it } from 'vitest';
// The server configures zod's English messages for the API; a file read in that process (the
// served CLI) must still be told its mistakes in the file's own terms.
import '../validate';
import { readRecordFile } from './record-file';
import { suiteStart } from '../test/suite-clock';
import { articleMarkdown } from '../test/admin-kit';

describe('a record file read where zod speaks English', () => {
  it('still says what the field expected and what it found', () => {
    const text = articleMarkdown().replace('pointNumber: 2', 'pointNumber: two');
    const result = readRecordFile('article', 'a.md', text, suiteStart);
    expect(result.ok ? [] : result.errors).toEqual(['a.md: line 13: points[1].pointNumber: Expected a number, found text.']);
  });
});
