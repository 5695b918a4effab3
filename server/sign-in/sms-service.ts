import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { writeOutbox } from './outbox-rows';

export interface SmsMessage {
  /** Phone number in E.164 form. */
  to: string;
  text: string;
}

/** Delivers text messages. A real SMS provider plugs in here by configuration. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The local default, like the e-mail one: the message is written to the `outbox` table (recipient =
 * the phone number, subject 'SMS') and to the server log, so a developer can read the code; nothing
 * leaves the machine. A real transport must not log message texts. Rows older than `keepMs` are removed as new ones are written.
 */
export function createOutboxSmsTransport(db: PlatformDb, log: FastifyBaseLogger, keepMs: number): SmsTransport {
  return {
    async send({ to, text }) {
      const outboxId = await writeOutbox(db, { recipient: to, subject: 'SMS', body: text }, keepMs);
      log.info({ sms: { outboxId, to, body: text } }, `sms to ${to} (local outbox delivery)`);
    },
  };
}
