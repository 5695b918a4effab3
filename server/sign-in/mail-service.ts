import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { outbox } from '../db/schema';

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
 * not log bodies.
 */
export function createOutboxTransport(db: PlatformDb, log: FastifyBaseLogger): MailTransport {
  return {
    async send({ to, subject, text }) {
      const [row] = await db.insert(outbox).values({ recipient: to, subject, body: text }).returning({ id: outbox.id });
      log.info({ mail: { outboxId: row?.id, to, subject } }, `mail to ${to}: ${subject}`);
      log.info({ mail: { outboxId: row?.id, body: text } }, 'mail body (local outbox delivery)');
    },
  };
}
