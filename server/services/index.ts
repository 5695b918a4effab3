import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { createAccountService } from './account-service';
import { createAuthService } from './auth-service';
import { createAuthenticatorService } from './authenticator-service';
import { createContentServices } from './content-services';
import { createEmailCodeService } from './email-code-service';
import { createOutboxTransport, type MailTransport } from './mail-service';
import { createRegistrationService } from './registration-service';
import { createSessionService } from './session-service';

export interface ServiceDeps {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Outgoing e-mail; the local default writes to the outbox table and the server log. */
  mail?: MailTransport;
}

/** Every service of the server, built once per app and handed to handlers. */
export function createServices({ db, config, log, mail = createOutboxTransport(db, log) }: ServiceDeps) {
  const sessions = createSessionService(db, config.tokenTtlMs);
  const auth = createAuthService(db, sessions);
  const emailCodes = createEmailCodeService(db, config, mail);
  const registration = createRegistrationService(db, emailCodes);
  const account = createAccountService(db, sessions);
  const authenticator = createAuthenticatorService(db);
  return { db, config, log, mail, sessions, auth, emailCodes, registration, account, authenticator, ...createContentServices(db) };
}

export type Services = ReturnType<typeof createServices>;
