// Writes the small one-page PDFs that the resources page offers for download
// (public/documents/<id>.pdf). Run it again after changing a title: `node scripts/tools/make-resource-pdfs.mjs`.
// e2e/resources.spec.ts checks that every card's link serves a PDF that carries the card's title.
import { mkdirSync, writeFileSync } from 'node:fs';

const brand = 'Volta Systems';
const documents = [
  ['company-profile-2025', `${brand} Company Profile 2025`],
  ['company-overview-short', 'Company Overview at a Glance'],
  ['decade-of-delivery', 'A Decade of Delivery: 2014 to 2024'],
  ['capability-statement', 'Capability Statement'],
  ['delivery-methodology', 'How We Deliver: Our Methodology'],
  ['security-and-compliance', 'Information Security and Data Protection'],
  ['hr-product-brochure', 'Volta HR Product Brochure'],
  ['software-development-outsourcing-brochure', 'Software Development Outsourcing Brochure'],
  ['voice-applications-brochure', 'Voice Applications Brochure'],
  ['telecom-platform-brochure', 'Telecom Platform Services Brochure'],
];

const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pdf(title) {
  const lines = [
    ['F2', 22, 760, title],
    ['F1', 12, 728, brand],
    ['F1', 11, 690, 'This document is a sample. The full version is available from our sales team:'],
    ['F1', 11, 672, 'sales@example.com'],
  ];
  const stream = [
    '0.886 0.035 0.235 rg 56 790 500 6 re f 0 0 0 rg',
    ...lines.map(([font, size, y, text]) => `BT /${font} ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Title (${escape(title)}) /Author (${brand}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

mkdirSync('public/documents', { recursive: true });
for (const [id, title] of documents) writeFileSync(`public/documents/${id}.pdf`, pdf(title));
console.log(`Wrote ${documents.length} PDFs to public/documents/`);
