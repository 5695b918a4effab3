import { httpHooks } from '@/utils/http/http-hooks';

/** Hands the CSV to the app's file saver (the same one the HTTP layer's downloads use). */
export function saveCsv(text: string, filename: string): File {
  const file = new File([text], filename, { type: 'text/csv;charset=utf-8' });
  httpHooks().saveFile(file);
  return file;
}
