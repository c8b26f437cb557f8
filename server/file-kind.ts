import type { DocumentKind } from '../src/contracts/applications';

/**
 * What a document is, from its first bytes: the upload's name and declared type are the sender's
 * word, its content is not. PDF starts with `%PDF-`; DOC is an OLE2 compound file; DOCX is a ZIP
 * whose entries include the `word/` part of a WordprocessingML package.
 */
const pdf = Buffer.from('%PDF-');
const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const wordPart = Buffer.from('word/');
const contentTypesPart = Buffer.from('[Content_Types].xml');

export function documentKind(content: Buffer): DocumentKind | null {
  if (content.subarray(0, pdf.length).equals(pdf)) return 'pdf';
  if (content.subarray(0, ole2.length).equals(ole2)) return 'doc';
  if (content.subarray(0, zip.length).equals(zip) && content.includes(wordPart) && content.includes(contentTypesPart)) return 'docx';
  return null;
}
