import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (TOTP secrets, API secrets): AES-256-GCM with the server's secrets key, stored as
 * `enc:v1:<key id>:<base64url of iv, tag, ciphertext>`. The key id (a hash prefix of the key) lets a row
 * sealed with a previous key still open during a key rotation (README: SECRETS_KEY, SECRETS_KEY_PREVIOUS).
 */
const PREFIX = 'enc:v1:';

interface SecretKey {
  id: string;
  key: Buffer;
}

let current: SecretKey | undefined;
const known = new Map<string, SecretKey>();

/** A 256-bit key from a configured text (any length; a generated key file holds 32 random bytes in base64url). */
export const keyFromText = (text: string): SecretKey => {
  const key = createHash('sha256').update(text, 'utf8').digest();
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
};

/**
 * Makes `currentText` the key new secrets are sealed with; `previous` keys still open what they sealed.
 * Keys of earlier calls stay known too (several servers of one test process share the module).
 */
export function installSecretKeys(currentText: string, previous: readonly string[] = []) {
  for (const text of previous) {
    const k = keyFromText(text);
    known.set(k.id, k);
  }
  current = keyFromText(currentText);
  known.set(current.id, current);
}

function currentKey(): SecretKey {
  // A process that did not start the server (a script, a test seeding a database) takes SECRETS_KEY.
  if (!current && process.env.SECRETS_KEY) installSecretKeys(process.env.SECRETS_KEY);
  if (!current) throw new Error('The secrets key is not loaded (server/shared/secret-keys.ts, SECRETS_KEY)');
  return current;
}

export function seal(plain: string): string {
  const { id, key } = currentKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** True when `stored` is sealed with the current key (nothing to do at start). */
export const isSealedWithCurrentKey = (stored: string) => stored.startsWith(`${PREFIX}${currentKey().id}:`);

/** The plain secret; a value not sealed yet (a row from before encryption, sealed at the next start) is returned as it is. */
export function open(stored: string): string {
  if (!isSealed(stored)) return stored;
  currentKey();
  const [id, payload] = stored.slice(PREFIX.length).split(':');
  const entry = known.get(id ?? '');
  if (!entry || !payload) throw new Error(`A secret is sealed with an unknown key (${id}); set it in SECRETS_KEY_PREVIOUS`);
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', entry.key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
