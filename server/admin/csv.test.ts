import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          { id: 1, name: 'Ama' },
          { id: 2, name: 'Kofi' },
        ],
      ),
    ).toBe('id,name\r\n1,Ama\r\n2,Kofi\r\n');
  });

  it('writes only the header when there are no rows, and empty cells for null', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
    expect(toCsv(['a', 'b'], [{ a: null }])).toBe('a,b\r\n,\r\n');
  });

  it('quotes a field holding a quote, comma, CR or LF, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Owusu, Logistics')).toBe('"Owusu, Logistics"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(toCsv(['message'], [{ message: 'a "b",\nc' }])).toBe('message\r\n"a ""b"",\nc"\r\n');
  });

  it('neutralises a cell a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+233 20 000 0000')).toBe("'+233 20 000 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ama@example.com')).toBe('ama@example.com');
  });

  it('writes numbers as they are', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0)).toBe('0');
  });
});
