import { jobApplicationContent } from './content';
import { behaviour } from '../../styles/behaviour';

/** The upload box's rules (spec section 5): pdf, doc, docx; less than 10 × 1024 × 1024 bytes, as the message says. */
const acceptedExtensions = ['pdf', 'doc', 'docx'] as const;
export const acceptAttribute = acceptedExtensions.map((extension) => `.${extension}`).join(',');

const { messages, fileTypeLabels } = jobApplicationContent.uploads;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Null when the file is accepted, else the message to show. The size check comes first (spec section 8). */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size >= behaviour.maxUploadBytes) return messages.fileTooLarge;
  if (!(acceptedExtensions as readonly string[]).includes(extensionOf(file.name))) return messages.fileTypeNotSupported;
  return null;
}

/** 'Ama Mensah CV.pdf' → 'Ama Mensah CV'. */
export function nameWithoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Size in KB with two decimals: 2048 → '2.00'. */
export function kilobytes(size: number): string {
  return (size / 1024).toFixed(2);
}

/** 'PDF' for .pdf, 'DOC' for .doc and .docx. */
export function typeLabel(name: string): string {
  return extensionOf(name) === 'pdf' ? fileTypeLabels.pdf : fileTypeLabels.doc;
}
