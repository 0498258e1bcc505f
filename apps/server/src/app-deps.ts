import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { PrincipalCache } from './modules/auth/principal.ts';
import type { SessionTokenService } from './modules/auth/session-token.ts';
import type { MailWorker } from './modules/mail/mail-worker.ts';
import type { ProjectCountCache } from './modules/project/project-count-cache.ts';

/** Everything a route or service needs, built once in buildApp (tests build it the same way). */
export type AppDeps = {
  env: Env;
  db: Database;
  tokens: SessionTokenService;
  principals: PrincipalCache;
  mailWorker: MailWorker;
  /** Project search counts, cached per user and filter (modules/project/project-count-cache.ts). */
  projectCounts: ProjectCountCache;
  log: FastifyBaseLogger;
};
