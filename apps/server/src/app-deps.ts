import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { VersionedCache } from './lib/versioned-cache.ts';
import type { PrincipalLookup, SessionTokenService } from './plugins/auth.types.ts';
import type { SerializedJson } from './plugins/contract-route.ts';

/** Everything a route or service needs, built once in buildApp (tests build it the same way). */
export type AppDeps = {
  env: Env;
  db: Database;
  tokens: SessionTokenService;
  principals: PrincipalLookup;
  mailWorker: MailWorkerControl;
  /** Answers cached under the data version they were built from (lib/versioned-cache.ts). */
  caches: AnswerCaches;
  log: FastifyBaseLogger;
};

/** The outbox's sender as services see it; modules/mail/mail-worker.ts builds it, app.ts runs it. */
export type MailWorkerControl = {
  /** Sends what is due now; returns how many mails were sent. */
  drain(): Promise<number>;
  /** Asks for a drain soon (after a transaction that queued mail has committed). */
  kick(): void;
};

/** The project counts of spec section 4 (active, inactive, the viewer's) for one search. */
export type ProjectCounts = { active: number; inactive: number; mine: number };

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
