import Papa from 'papaparse';

/** A file that is not CSV: a quote never closed. */
export class CsvParseError extends Error {
  constructor(
    message: string,
    /** 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvParseError';
  }
}

const lineAt = (text: string, index: number) => 1 + (text.slice(0, index).match(/\r\n|\r|\n/g)?.length ?? 0);

/**
 * RFC 4180 CSV (by papaparse): fields separated by commas, records by CRLF or LF; a quoted field may
 * hold commas, line breaks and doubled quotes (""). A leading UTF-8 BOM is dropped; empty lines make
 * no record. Throws CsvParseError on a quote that is never closed.
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  const unclosed = errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) throw new CsvParseError('Unclosed quote', lineAt(text, (unclosed.index ?? 1) - 1));
  return data;
}

/** Records as objects keyed by the header row; blank lines are skipped, missing cells are ''. */
export function csvToObjects(input: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...records] = parseCsv(input);
  const names = header.map((name) => name.trim());
  const rows = records.map((record) => Object.fromEntries(names.map((name, index) => [name, record[index] ?? ''])));
  return { header: names, rows };
}
