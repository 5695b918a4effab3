import { describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from '../../../contract/csv-cell';
import { writeCsv } from '../../../contract/csv-file';
import { csvToObjects, parseCsv } from '@/renderer/list/csv/parse-csv';

describe('the CSV cell rule (console exports and server downloads)', () => {
  it('leaves a negative number as it is: an amount, a Telegram group id', () => {
    expect(guardCell('-12.50')).toBe('-12.50');
    expect(guardCell('-1001234567890')).toBe('-1001234567890');
    expect(guardCell('-')).toBe('-');
    expect(writeCsv(['chat'], [['-1001234567890']])).toBe('\uFEFFchat\r\n-1001234567890\r\n');
  });

  it('puts the apostrophe before a text a spreadsheet would run as a formula', () => {
    expect(guardCell('=1+1')).toBe("'=1+1");
    expect(guardCell('+cmd')).toBe("'+cmd");
    expect(guardCell('-1+1')).toBe("'-1+1");
    expect(guardCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardCell('\tx')).toBe("'\tx");
    expect(writeCsv(['f'], [['=1+1']])).toBe("\uFEFFf\r\n'=1+1\r\n");
  });

  it('takes the apostrophe off only where the guard put it', () => {
    expect(unguardCell("'=1+1")).toBe('=1+1');
    expect(unguardCell("'-12")).toBe("'-12");
    expect(unguardCell("it's")).toBe("it's");
  });

  it('round-trips multi-line cells, quotes, commas, Chinese text and formulas through the import', () => {
    const rows = [
      ['line one\r\nline two', 'say "hi"', 'Smith, J.', '渠道一'],
      ['=1+1', '-', '-12.50', ' padded '],
    ];
    const text = writeCsv(['a', 'b', 'c', 'd'], rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('"line one\r\nline two","say ""hi""","Smith, J."');
    const { header, rows: read } = csvToObjects(text);
    expect(header).toEqual(['a', 'b', 'c', 'd']);
    expect(read.map((row) => header.map((name) => unguardCell(row[name]!)))).toEqual(rows);
  });

  it('writes the header alone for no rows', () => {
    expect(parseCsv(writeCsv(['name', 'price'], []))).toEqual([['name', 'price']]);
  });
});
