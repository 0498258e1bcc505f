import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { VersionedCache } from './lib/versioned-cache.ts';
import type { PrincipalCache } from './modules/auth/principal.ts';
import type { SessionTokenService } from './modules/auth/session-token.ts';
import type { MailWorker } from './modules/mail/mail-worker.ts';
import type { ProjectCounts } from './modules/project/project-list.repository.ts';
import type { SerializedJson } from './plugins/contract-route.ts';

/** Everything a route or service needs, built once in buildApp (tests build it the same way). */
export type AppDeps = {
  env: Env;
  db: Database;
  tokens: SessionTokenService;
  principals: PrincipalCache;
  mailWorker: MailWorker;
  /** Answers cached under the data version they were built from (lib/versioned-cache.ts). */
  caches: AnswerCaches;
  log: FastifyBaseLogger;
};

export type AnswerCaches = {
  /** Project search counts per user and filter: paging and sorting do not change them. */
  projectCounts: VersionedCache<ProjectCounts>;
  /** Serialised project search answers per user and request. */
  projectSearch: VersionedCache<SerializedJson>;
  /** Serialised line-item grids per schedule, variant and price visibility. */
  lineItemGrid: VersionedCache<SerializedJson>;
  /** Serialised quotes list answers per user, price visibility and request. */
  quoteSearch: VersionedCache<SerializedJson>;
};
