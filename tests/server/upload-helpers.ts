import { multipartOf } from '../support/zip-file';
import type { Answer, UntypedData } from './helpers';

/**
 * Calls the upload operation (`POST /api/v1/upload`, multipart) over real HTTP on `baseUrl` (a test
 * server's, or a server process's of its own), signed in with `token`.
 */
export async function uploadOver(
  baseUrl: string,
  token: string,
  fields: Record<string, string>,
  file: { name: string; content: Buffer },
): Promise<Answer<UntypedData>> {
  const { payload, contentType } = multipartOf(fields, file);
  const res = await fetch(`${baseUrl}/api/v1/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': 'en' },
    body: new Uint8Array(payload),
  });
  const json = (await res.json()) as { code: number; msg: string; data: UntypedData };
  const headers: Answer['headers'] = {};
  res.headers.forEach((value, key) => (headers[key] = value));
  return { status: res.status, code: json.code, msg: json.msg, data: json.data, headers };
}
