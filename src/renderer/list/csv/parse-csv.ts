/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a quoted field may hold commas,
 * line breaks and doubled quotes (""). A leading UTF-8 BOM is dropped; a final line break does not
 * make an empty record. Throws on a quote that is never closed.
 */
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

export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (c === ',') {
      endField();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i++;
      line++;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      line++;
    } else {
      // Text after a closing quote ("ab"c) is kept as it stands, as spreadsheets do.
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvParseError('Unclosed quote', quoteLine);
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}

/** Records as objects keyed by the header row; blank lines are skipped, missing cells are ''. */
export function csvToObjects(input: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...records] = parseCsv(input);
  const names = header.map((name) => name.trim());
  const rows = records
    .filter((record) => !(record.length === 1 && record[0] === ''))
    .map((record) => Object.fromEntries(names.map((name, index) => [name, record[index] ?? ''])));
  return { header: names, rows };
}
