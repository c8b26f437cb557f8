import type { DocumentKind } from '../src/contracts/applications';

/**
 * What a document is, from its bytes: the upload's name and declared type are the sender's
 * word, its content is not. PDF starts with `%PDF-`; DOC is an OLE2 compound file; DOCX is a ZIP
 * whose entries include the `word/` part of a WordprocessingML package. Read as the file streams by:
 * `push` each chunk, then `kind()`.
 */
const pdf = Buffer.from('%PDF-');
const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const docxParts = [Buffer.from('word/'), Buffer.from('[Content_Types].xml')];
const headLength = Math.max(pdf.length, ole2.length, zip.length);
/** What a chunk keeps of the one before it, so that a name split across two chunks is still found. */
const overlap = Math.max(...docxParts.map((part) => part.length)) - 1;

export function documentKindReader() {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  const found = new Set<number>();
  return {
    push(chunk: Buffer) {
      if (head.length < headLength) head = Buffer.concat([head, chunk.subarray(0, headLength - head.length)]);
      const window = Buffer.concat([tail, chunk]);
      docxParts.forEach((part, index) => {
        if (!found.has(index) && window.includes(part)) found.add(index);
      });
      tail = window.subarray(Math.max(0, window.length - overlap));
    },
    kind(): DocumentKind | null {
      const starts = (magic: Buffer) => head.subarray(0, magic.length).equals(magic);
      if (starts(pdf)) return 'pdf';
      if (starts(ole2)) return 'doc';
      if (starts(zip) && found.size === docxParts.length) return 'docx';
      return null;
    },
  };
}
