import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { writeOutbox } from './outbox-rows';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers e-mail. The real one (SMTP or a provider's API) plugs in here by configuration. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * The local default: the message is written to the `outbox` table and to the server log; nothing
 * leaves the machine. Because nothing is really sent, the body (which holds the code) is logged at
 * info level on purpose, so a developer can read the code from the console. A real transport must
 * not log bodies. Rows older than `keepMs` (a code's lifetime) are removed as new ones are written.
 */
export function createOutboxTransport(db: PlatformDb, log: FastifyBaseLogger, keepMs: number): MailTransport {
  return {
    async send({ to, subject, text }) {
      const outboxId = await writeOutbox(db, { recipient: to, subject, body: text }, keepMs);
      log.info({ mail: { outboxId, to, subject } }, `mail to ${to}: ${subject}`);
      log.info({ mail: { outboxId, body: text } }, 'mail body (local outbox delivery)');
    },
  };
}
