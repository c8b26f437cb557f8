import { describe, expect, it } from 'vitest';
import { acceptAttribute, fileProblem, kilobytes, nameWithoutExtension, typeLabel } from './upload-rules';

const limit = 10 * 1024 * 1024;

describe('upload rules', () => {
  it('accepts pdf, doc and docx of less than 10 MB', () => {
    expect(acceptAttribute).toBe('.pdf,.doc,.docx');
    for (const name of ['cv.pdf', 'cv.DOC', 'my.cover.letter.docx']) expect(fileProblem({ name, size: 10 })).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: limit - 1 })).toBeNull();
  });

  it('refuses a file of 10 × 1024 × 1024 bytes or more, whatever its type, as the message says', () => {
    for (const size of [limit, limit + 1]) {
      expect(fileProblem({ name: 'cv.pdf', size })).toBe('File size must be less than 10 MB.');
      expect(fileProblem({ name: 'cv.png', size })).toBe('File size must be less than 10 MB.');
    }
  });

  it('refuses other types', () => {
    for (const name of ['photo.png', 'cv.pdf.exe', 'pdf', '.pdf', 'notes.txt']) {
      expect(fileProblem({ name, size: 10 })).toBe('File type is not supported');
    }
  });

  it('formats name, size and type label', () => {
    expect(nameWithoutExtension('Ama Mensah CV.pdf')).toBe('Ama Mensah CV');
    expect(nameWithoutExtension('cover.letter.docx')).toBe('cover.letter');
    expect(kilobytes(2048)).toBe('2.00');
    expect(kilobytes(1536 + 10)).toBe('1.51');
    expect(typeLabel('a.PDF')).toBe('PDF');
    expect(typeLabel('a.doc')).toBe('DOC');
    expect(typeLabel('a.docx')).toBe('DOC');
  });
});
