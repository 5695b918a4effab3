import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');

const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Human-friendly code without look-alike characters (no 0/O, 1/I). */
export const randomCode = (length: number) => Array.from({ length }, () => ALPHANUM[randomInt(0, ALPHANUM.length)]).join('');
