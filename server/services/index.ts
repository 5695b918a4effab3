import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { createAuthService } from './auth-service';
import { createSessionService } from './session-service';

export interface ServiceDeps {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
}

/** Every service of the server, built once per app and handed to handlers. */
export function createServices({ db, config, log }: ServiceDeps) {
  const sessions = createSessionService(db, config.tokenTtlMs);
  const auth = createAuthService(db, sessions);
  return { db, config, log, sessions, auth };
}

export type Services = ReturnType<typeof createServices>;
