import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new public app id (matches schemas/entities/app.json `app_id`: lower-case letters and digits). */
export const newAppId = (length = 10) => Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
