// Writes public/documents/software-development-brochure.pdf: a two-page text brochure in hand-written
// PDF syntax (standard Helvetica fonts, no embedding), so that 'Download Product Brochure' has a real file.
import { mkdirSync, writeFileSync } from 'node:fs';

const pages = [
  [
    ['H1', 'Volta Systems'],
    ['H2', 'Software Development Outsourcing'],
    ['P', "Are you ready to unlock your business's full potential?"],
    ['P', 'Outsourcing your software development to Volta Systems gives you an experienced,'],
    ['P', 'accountable team that delivers on schedule and to specification.'],
    ['H3', 'Why outsource'],
    ['P', '- Faster start: a vetted team begins within weeks.'],
    ['P', '- Predictable cost: no recruitment fees or idle time.'],
    ['P', '- Proven expertise in telecom and financial systems.'],
    ['P', '- Flexible capacity: scale up for a launch, down after it.'],
    ['P', '- Focus on your core while we handle delivery and support.'],
  ],
  [
    ['H2', 'What we build for you'],
    ['H3', '01 APIs'],
    ['P', 'Secure, documented APIs to partners, payment gateways and telecom networks.'],
    ['H3', '02 Mobile Applications'],
    ['P', 'Native and cross-platform apps for Android and iOS.'],
    ['H3', '03 Web Development'],
    ['P', 'Fast, accessible and responsive web software with continuous delivery.'],
    ['H3', '04 Enterprise Portal'],
    ['P', 'One secure entry point for employees, partners and customers.'],
    ['H3', 'Contact'],
    ['P', 'sales@example.com  |  North Legon, Accra, Ghana  |  www.example.com'],
  ],
];

const style = { H1: ['F2', 26, 40], H2: ['F2', 18, 30], H3: ['F2', 13, 24], P: ['F1', 11, 17] };
const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const stream = (lines) => {
  let y = 780;
  const ops = ['0.886 0.035 0.235 rg 0 812 595 30 re f 0 0 0 rg'];
  for (const [kind, text] of lines) {
    const [font, size, lead] = style[kind];
    y -= lead;
    ops.push(`BT /${font} ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET`);
  }
  return ops.join('\n');
};

const objects = [];
const add = (body) => objects.push(body) && objects.length;
const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
add('PAGES');
const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
const kids = pages.map((lines) => {
  const content = stream(lines);
  const contentId = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
  return add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${helvetica} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
  );
});
objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;
const info = add('<< /Title (Software Development Outsourcing - Product Brochure) /Author (Volta Systems) >>');

let pdf = '%PDF-1.4\n';
const offsets = objects.map((body, index) => {
  const offset = Buffer.byteLength(pdf);
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf);
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
mkdirSync('public/documents', { recursive: true });
writeFileSync('public/documents/software-development-brochure.pdf', pdf);
