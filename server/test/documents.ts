/** Small real documents for upload tests: each starts as its kind does. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const sampleDoc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** The start of a ZIP whose entries name a WordprocessingML package. */
export const sampleDocx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(40),
  Buffer.from('word/document.xml'),
  Buffer.alloc(40),
]);

/** A multipart body as a browser sends it, for inject. */
export function multipartBody(parts: readonly { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----voltaTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The fields of a contact message. */
export const contactText = {
  fullName: 'Abena Owusu',
  email: 'abena@example.com',
  company: 'Owusu Logistics',
  messageBody: 'Hello.',
} as const;

/** The text fields of a complete application. */
export const applicationText = {
  JobTitle: 'Accountant',
  JobCategory: 'Finance',
  FirstName: 'Ama',
  LastName: 'Mensah',
  EmailAddress: 'ama.mensah@example.com',
  Location: 'Accra, Ghana',
  YearsOfExperience: '3-5 years',
  ApplicationType: 'Full Time',
  SalaryExpectation: '4500.00',
  PhoneNumber: '+233 20 000 0000',
  HighestQualification: 'BSc Accounting',
} as const;

export function applicationParts(overrides: Record<string, string | Buffer> = {}, files: Record<string, Buffer> = { Resume: samplePdf }) {
  const text = Object.entries({ ...applicationText, ...overrides }).map(([name, value]) => ({ name, value }));
  const uploads = Object.entries(files).map(([name, value]) => ({ name, value, filename: `${name}.pdf`, type: 'application/pdf' }));
  return multipartBody([...text, ...uploads]);
}
