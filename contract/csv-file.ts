import Papa from 'papaparse';
import { guardCell } from './csv-cell';

const BOM = '\uFEFF';

/**
 * A CSV file's text as the console and the server write it: a byte order mark first (so spreadsheet
 * programs read UTF-8, such as Chinese names, right), CRLF line ends and a final one, every cell
 * through guardCell, and quoting by RFC 4180 (a cell holding a comma, quote or line break is quoted,
 * its quotes doubled).
 */
export function writeCsv(header: string[], rows: string[][]): string {
  const records = [header, ...rows].map((cells) => cells.map(guardCell));
  return `${BOM}${Papa.unparse(records, { delimiter: ',', newline: '\r\n', quotes: false, escapeFormulae: false })}\r\n`;
}
