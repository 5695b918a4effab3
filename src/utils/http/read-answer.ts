import { filenameFromContentDisposition } from './save-file';
import type { ApiEnvelope } from './types';

interface BlobLike {
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

// Duck-typed: in tests and some browsers the fetch Blob is not the page's Blob class.
function isBlobLike(value: unknown): value is BlobLike {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as BlobLike).arrayBuffer === 'function' &&
    typeof (value as BlobLike).text === 'function'
  );
}

export function isEnvelope(body: unknown): body is ApiEnvelope {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && 'code' in body;
}

function isJsonType(contentType: string): boolean {
  return /[/+]json\b/i.test(contentType);
}

function looksLikeFile(response: Response): boolean {
  const contentType = response.headers.get('content-type') ?? '';
  const disposition = response.headers.get('content-disposition') ?? '';
  return /attachment/i.test(disposition) || /csv|octet-stream|spreadsheet|excel/i.test(contentType);
}

/** A JSON answer read as a blob (download mode) becomes the parsed body again. */
export async function parseBlobIfJson(body: unknown, response: Response | undefined): Promise<unknown> {
  if (!isBlobLike(body)) return body;
  const contentType = response?.headers.get('content-type') ?? body.type ?? '';
  if (!isJsonType(contentType)) return body;
  const text = await body.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Spec §7: an answer without a code in its body is a file. In download mode any non-JSON answer is one;
 * otherwise a text answer counts when the server marks it as a file (CSV, octet-stream, attachment).
 */
export async function answerAsFile(
  body: unknown,
  response: Response,
  download: boolean,
  defaultFilename: string,
): Promise<File | undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  let bytes: ArrayBuffer | string;
  if (download && isBlobLike(body) && !isJsonType(contentType)) bytes = await body.arrayBuffer();
  else if (typeof body === 'string' && body !== '' && (download || looksLikeFile(response))) bytes = body;
  else return undefined;
  const name = filenameFromContentDisposition(response.headers.get('content-disposition')) ?? defaultFilename;
  const type = contentType.split(';')[0].trim() || 'application/octet-stream';
  return new File([bytes], name, { type });
}
