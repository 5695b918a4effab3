/**
 * A local push service for tests (no internet): an HTTP server that records each push it receives and
 * decrypts its aes128gcm payload (RFC 8188 / RFC 8291) with the subscription's private key, which the
 * test made. Endpoints are `<origin>/push/<name>`; `answer(name, status)` makes one answer otherwise
 * than 201 (404/410: the subscription is gone).
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  name: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  message: Record<string, unknown>;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Keys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm body (a single record) opened with the receiver's keys. */
export function decryptAes128gcm(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = hkdf(keys.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushReceiver() {
  const keys = new Map<string, Keys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      count += 1;
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const status = answers.get(name) ?? 201;
      const own = keys.get(name);
      if (status < 300 && own) {
        try {
          const message = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), own).toString('utf8')) as Record<string, unknown>;
          received.push({ name, headers: request.headers, message });
        } catch (error) {
          response.writeHead(400).end(String(error));
          return;
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Requests answered so far (decrypted or not). */
    get count() {
      return count;
    },
    /** A new subscription of this receiver: keys made here, the endpoint `<origin>/push/<name>`. */
    subscribe(name: string): TestSubscription {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(name, { ecdh, publicKey, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(name: string, status: number) {
      answers.set(name, status);
    },
    messagesOf(name: string) {
      return received.filter((r) => r.name === name).map((r) => r.message);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
