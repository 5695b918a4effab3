import { lt } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { outbox } from '../db/schema';

/**
 * Writes one message of the local stand-in delivery to the outbox and forgets the messages older than
 * `keepMs` (the longest a code it carries stays valid): the outbox holds sign-in codes in clear text,
 * so it keeps them no longer than a developer needs to read one. Answers the new row's id.
 */
export async function writeOutbox(db: PlatformDb, message: { recipient: string; subject: string; body: string }, keepMs: number) {
  await db.delete(outbox).where(lt(outbox.createdAt, new Date(Date.now() - keepMs)));
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row?.id;
}
