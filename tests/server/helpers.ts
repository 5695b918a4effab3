import { desc, eq, sql } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import type { Database } from '../../server/db/client';
import { adminAccess, adminMenus, emailCodes, ledger, outbox, qrLogins, sessions, smsCodes, users } from '../../server/db/schema';
import { newAccountKeys } from '../../server/accounts/account-keys';
import { hashPassword } from '../../server/auth/password';
import type { Role } from '../../server/auth/tables';
import type { TestServer } from '../support/test-db';

/**
 * The data of an answer a test reads without naming its type: the test's expectations check what it
 * reads (the answers' types are the generated ones in contract/generated/types.ts, pass one as T where
 * the test walks a structure).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by path in expectations; a wrong path fails the expectation
export type UntypedData = any;

export interface Answer<T = UntypedData> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  /** JSON body (serialised, with Content-Type: application/json). */
  body?: unknown;
  /** Raw payload sent as is; set the content type yourself in `headers`. */
  payload?: string | Buffer;
  token?: string;
  /** How the token travels: spec §7 sends both; each alone must work too. */
  tokenHeader?: 'bearer' | 'token' | 'both';
  lang?: 'en' | 'zh-CN';
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { ...(options.lang ? { 'accept-language': options.lang } : {}) };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) {
    const style = options.tokenHeader ?? 'both';
    if (style !== 'token') headers.authorization = `Bearer ${options.token}`;
    if (style !== 'bearer') headers.token = options.token;
  }
  return { ...headers, ...options.headers };
}

const payloadOf = (options: CallOptions) => options.payload ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);

function parse(status: number, text: string, headers: Answer['headers']): Answer {
  let json: { code?: number; msg?: string; data?: unknown } = {};
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`not a JSON envelope (HTTP ${status}): ${text.slice(0, 200)}`);
  }
  return { status, code: json.code as number, msg: json.msg as string, data: json.data, headers };
}

/** Calls the API in-process (Fastify inject). */
export async function inject<T = UntypedData>(
  server: TestServer,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const res = await server.app.inject({
    method: method as 'GET',
    url,
    headers: headersOf(options),
    payload: payloadOf(options),
  });
  return parse(res.statusCode, res.body, res.headers as Answer['headers']);
}

/** Calls the API over real HTTP on the server's port. */
export async function http<T = UntypedData>(
  server: TestServer,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const payload = payloadOf(options);
  const body = typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload);
  const res = await fetch(`${server.baseUrl}${url}`, { method, headers: headersOf(options), body });
  const headers: Answer['headers'] = {};
  res.headers.forEach((value, key) => (headers[key] = value));
  return parse(res.status, await res.text(), headers);
}

/** Signs in and returns the token; fails the test with the server's answer otherwise. */
export async function signIn(server: TestServer, username: string, password: string): Promise<string> {
  const answer = await inject(server, 'POST', '/api/v1/auth/login', { body: { username, password } });
  if (answer.code !== 0) throw new Error(`login ${username} failed: ${answer.code} ${answer.msg}`);
  return answer.data.token as string;
}

/** Row counts of every table, to prove that a refused request wrote nothing. */
export async function rowCounts(database: Database) {
  const count = async (
    table:
      | typeof users
      | typeof sessions
      | typeof emailCodes
      | typeof outbox
      | typeof ledger
      | typeof smsCodes
      | typeof qrLogins
      | typeof adminMenus
      | typeof adminAccess,
  ) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  return {
    users: await count(users),
    sessions: await count(sessions),
    emailCodes: await count(emailCodes),
    outbox: await count(outbox),
    ledger: await count(ledger),
    smsCodes: await count(smsCodes),
    qrLogins: await count(qrLogins),
    adminMenus: await count(adminMenus),
    adminAccess: await count(adminAccess),
  };
}

/** A user made directly in the database, for tests that must not disturb the demo accounts. */
export async function insertUser(
  database: Database,
  fields: {
    username: string;
    password: string;
    role: Role;
    status?: 'active' | 'disabled';
    /** Default `<username>@example.test`; null for an account without an address. */
    email?: string | null;
    mobile?: string;
    parentId?: number;
  },
) {
  const [row] = await database.db
    .insert(users)
    .values({
      username: fields.username,
      passwordHash: await hashPassword(fields.password),
      role: fields.role,
      status: fields.status ?? 'active',
      email: fields.email === undefined ? `${fields.username.toLowerCase()}@example.test` : fields.email,
      mobile: fields.mobile,
      parentId: fields.parentId,
      ...newAccountKeys(),
    })
    .returning();
  return row!;
}

export async function userByName(database: Database, username: string) {
  const [row] = await database.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** The six digits of the newest mail in the outbox for the address (the local default delivery). */
export async function codeFromOutbox(database: Database, email: string): Promise<string> {
  const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase())).orderBy(desc(outbox.id)).limit(1);
  const code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

// ---- TOTP --------------------------------------------------------------------------------------

/** Binds a new authenticator to the user with the login check on (as binding through the API would). */
export async function enableAuthenticator(database: Database, userId: number): Promise<string> {
  const secret = generateSecret();
  await database.db
    .update(users)
    .set({ totpSecret: secret, totpBound: true, totpEnabled: true, totpLastStep: null })
    .where(eq(users.id, userId));
  return secret;
}

const PERIOD = 30;

export const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);

/**
 * Waits until at least `marginSeconds` remain in the current 30 s step and returns that step, so a
 * test that uses codes of steps (now-1, now, now+1) is not cut by a step change half way.
 */
export async function freshTotpStep(marginSeconds = 8): Promise<number> {
  const left = PERIOD - ((Date.now() / 1000) % PERIOD);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
  return currentStep();
}

/** The authenticator code of a time step, as a phone would show it at that time. */
export const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * PERIOD });

/** A six-digit code that is valid for none of the steps around `step`. */
export async function wrongCode(secret: string, step: number): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((d) => codeAt(secret, step + d))));
  for (let n = 0; ; n++) {
    const candidate = String((123456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}
