import { describe, expect, it } from 'vitest';
import { csvToObjects, CsvParseError, parseCsv } from '@/renderer/list/csv/parse-csv';
import { writeCsv } from '../../../../contract/csv-file';

describe('CSV parser (RFC 4180)', () => {
  it('splits fields and records', () => {
    expect(parseCsv('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads CRLF line ends and ignores the final line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,remark\r\n"Smith, J.","line one\r\nline two"\r\n"say ""hi""",x')).toEqual([
      ['name', 'remark'],
      ['Smith, J.', 'line one\r\nline two'],
      ['say "hi"', 'x'],
    ]);
  });

  it('drops a UTF-8 BOM and keeps Chinese text', () => {
    expect(parseCsv('\uFEFF名称,价格\n渠道一,12.5')).toEqual([
      ['名称', '价格'],
      ['渠道一', '12.5'],
    ]);
  });

  it('keeps empty fields, also at the end of a record and as a quoted empty string', () => {
    expect(parseCsv('a,,c,\n"",x,,')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', '', ''],
    ]);
  });

  it('says on which line an unclosed quote starts', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvParseError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (error) {
      expect((error as CsvParseError).line).toBe(2);
    }
  });

  it('turns records into objects by header, skipping blank lines and filling missing cells', () => {
    expect(csvToObjects(' name , price\n\nlamp,1\nfan\n')).toEqual({
      header: ['name', 'price'],
      rows: [
        { name: 'lamp', price: '1' },
        { name: 'fan', price: '' },
      ],
    });
  });

  it('reads back what the CSV writer wrote', () => {
    const cells = [
      ['plain', 'with, comma', 'with "quotes"', 'two\nlines'],
      ['=1+1', '-', '-12.50', '中文'],
    ];
    const text = writeCsv(['h1', 'h2', 'h3', 'h4'], cells);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([['h1', 'h2', 'h3', 'h4'], cells[0], ["'=1+1", '-', '-12.50', '中文']]);
  });
});
