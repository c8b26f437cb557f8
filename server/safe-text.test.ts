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

  it('drops bidi controls, so that no name shows reversed', () => {
    expect(safeFileName('cv\u202efdp.exe', 'Resume')).toBe('cvfdp.exe');
    expect(safeFileName('\u2067cv\u2069\u200f.pdf\u200e\u061c', 'Resume')).toBe('cv.pdf');
    expect(safeFileName('\u202e..\u202c', 'Resume')).toBe('Resume');
  });

  it('falls back when nothing usable is left, and cuts long names', () => {
    for (const name of ['', '  ', '..', '.', '\u0007']) expect(safeFileName(name, 'Resume')).toBe('Resume');
    expect(safeFileName('a'.repeat(300), 'Resume', 200)).toHaveLength(200);
  });
});
