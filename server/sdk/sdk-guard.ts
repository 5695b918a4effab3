import { Readable } from 'node:stream';
import { lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationSpec } from '../api/schema-loader';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { ApiError } from '../http/api-error';
import type { SdkCallService } from './sdk-call-service';
import type { SdkKeyService } from './sdk-key-service';
import {
  APP_KEY_PATTERN,
  NONCE_PATTERN,
  SDK_HEADERS,
  SDK_WINDOW_SECONDS,
  signatureHolds,
  timestampFresh,
  type SdkRefusal,
} from './sdk-signature';
import { sdkNonces } from './tables';

/** The key a signed request was made with, once it is known (logged even when the request is refused). */
export interface SdkCaller {
  keyId: number;
  accountId: number;
  secret: string;
  /** True once the signature and nonce hold: the handler acts for the key's account. */
  verified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sdkCaller: SdkCaller | null;
    /** The body's bytes as received (signed requests only: their signature covers them). */
    sdkRawBody: Buffer | null;
  }
}

export interface SdkGuardDeps {
  platformDb: PlatformDb;
  sdkKeys: SdkKeyService;
  sdkCalls: SdkCallService;
  bodyLimitBytes: number;
}

const refuse = (reason: SdkRefusal) => new ApiError(401, 401, `sdk.${reason}`, { seconds: SDK_WINDOW_SECONDS }, undefined, { reason });

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Nonces are kept until their timestamp leaves the window; expired ones are deleted at most once a minute. */
const PURGE_EVERY_MS = 60_000;

/** A business code from an answer's envelope text (`{"code":…`), 0 when it has none. */
const codeOf = (payload: unknown) => {
  const match = typeof payload === 'string' ? /^\{"code":(-?\d+)/.exec(payload) : null;
  return match ? Number(match[1]) : 0;
};

/**
 * Route hooks of an operation whose access is `sdk` (schemas/meta/api.schema.json): the request is
 * signed with an access key (server/sdk/sdk-signature.ts). Before the body is read: the headers, the
 * key (known and active) and the timestamp's window; once its bytes are in (before validation): the
 * signature over them and the nonce (a second use is a replay). Every call whose key is known is
 * logged, refused ones too, before its answer leaves.
 */
export function createSdkGuard({ platformDb, sdkKeys, sdkCalls, bodyLimitBytes }: SdkGuardDeps) {
  let lastPurge = 0;

  async function takeNonce(keyId: number, nonce: string, timestamp: string): Promise<boolean> {
    const now = Date.now();
    if (now - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now;
      await platformDb.delete(sdkNonces).where(lt(sdkNonces.expiresAt, new Date(now)));
    }
    // Kept as long as the timestamp could still be accepted (and a little longer than any clock skew).
    const expiresAt = new Date(Math.max(now, Number(timestamp) * 1000) + SDK_WINDOW_SECONDS * 1000);
    const taken = await platformDb
      .insert(sdkNonces)
      .values({ keyId, nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ keyId: sdkNonces.keyId });
    return taken.length === 1;
  }

  return {
    /** onRequest: headers, key, timestamp. */
    async checkHeaders(request: FastifyRequest): Promise<void> {
      request.sdkCaller = null;
      const appKey = header(request, SDK_HEADERS.key);
      if (!APP_KEY_PATTERN.test(appKey)) throw refuse('headersMissing');
      const key = await sdkKeys.findByAppKey(appKey);
      if (!key) throw refuse('unknownKey');
      request.sdkCaller = { keyId: key.id, accountId: key.accountId, secret: key.secret, verified: false };
      if (!NONCE_PATTERN.test(header(request, SDK_HEADERS.nonce)) || !header(request, SDK_HEADERS.signature)) {
        throw refuse('headersMissing');
      }
      const timestamp = header(request, SDK_HEADERS.timestamp);
      if (!timestamp) throw refuse('headersMissing');
      if (key.state !== 'active') throw refuse('disabledKey');
      if (!timestampFresh(timestamp, Date.now())) throw refuse('staleTimestamp');
    },

    /** preParsing: keeps the body's bytes (up to the body limit; a longer body is refused by the parser as too large). */
    async keepRawBody(request: FastifyRequest, payload: Readable): Promise<Readable> {
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of payload) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        chunks.push(bytes);
        length += bytes.length;
        if (length > bodyLimitBytes) break;
      }
      const raw = Buffer.concat(chunks);
      request.sdkRawBody = raw;
      const stream = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
      stream.receivedEncodedLength = raw.length;
      return stream;
    },

    /** preValidation: the signature over the received bytes, then the nonce. */
    async checkSignature(request: FastifyRequest): Promise<void> {
      const caller = request.sdkCaller;
      if (!caller) throw refuse('headersMissing');
      const parts = {
        method: request.method,
        path: request.url,
        timestamp: header(request, SDK_HEADERS.timestamp),
        nonce: header(request, SDK_HEADERS.nonce),
        body: request.sdkRawBody ?? Buffer.alloc(0),
      };
      if (!signatureHolds(caller.secret, parts, header(request, SDK_HEADERS.signature).toLowerCase())) throw refuse('badSignature');
      if (!(await takeNonce(caller.keyId, parts.nonce, parts.timestamp))) throw refuse('replayed');
      caller.verified = true;
    },

    /** onSend: the call's log row. */
    async logCall(request: FastifyRequest, reply: FastifyReply, op: OperationSpec, payload: unknown): Promise<void> {
      const caller = request.sdkCaller;
      if (!caller) return;
      await sdkCalls.record({
        accountId: caller.accountId,
        keyId: caller.keyId,
        call: op.operationId,
        status: reply.statusCode,
        code: reply.statusCode >= 400 ? reply.statusCode : codeOf(payload),
        address: request.ip,
        durationMs: Math.min(2_147_483_647, Math.round(reply.elapsedTime)),
      });
    },
  };
}

export type SdkGuard = ReturnType<typeof createSdkGuard>;

/** The data of the account whose key signed the request (its handlers' `accountOf`). */
export function sdkAccountOf(ctx: { request: FastifyRequest; services: { platformDb: PlatformDb } }): AccountData {
  const caller = ctx.request.sdkCaller;
  if (!caller?.verified) throw new Error(`operation reached without a verified key: ${ctx.request.url}`);
  return AccountData.of(ctx.services.platformDb, caller.accountId);
}
