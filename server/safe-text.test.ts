import { describe, expect, it } from 'vitest';
import { safeFileName } from './safe-text';

describe('safeFileName', () => {
  it('keeps an ordinary name', () => {
    expect(safeFileName('Ama Mensah CV.pdf', 'Resume')).toBe('Ama Mensah CV.pdf');
  });

  it('drops folders of either slash and control characters', () => {
    expect(safeFileName('../../etc/passwd', 'Resume')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ama\\cv.docx', 'Resume')).toBe('cv.docx');
    expect(safeFileName('cv\r\n\u0000\u0085.pdf', 'Resume')).toBe('cv.pdf');
  });

  it('falls back when nothing usable is left, and cuts long names', () => {
    for (const name of ['', '  ', '..', '.', '\u0007']) expect(safeFileName(name, 'Resume')).toBe('Resume');
    expect(safeFileName('a'.repeat(300), 'Resume', 200)).toHaveLength(200);
  });
});
