import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import type { QuoteAction } from '@airquote/shared/rules/quote-status';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { eventLogs } from '../db/schema/projects.ts';
import { type Actor, actorOf } from '../modules/auth/actor.ts';
import { loadPrincipal } from '../modules/auth/principal.ts';
import { lockVisibleQuote } from '../modules/quote/quote.repository.ts';
import { applyQuoteAction } from '../modules/quote/quote-status-change.ts';
import type { Session } from '../plugins/auth.ts';
import { callApi, projectIdByName, scheduleIdByName, userIdByEmail } from './project-fixtures.ts';

/** Helpers of the quote API tests. */

export const QUOTE = '/projectquote';

/** Creates a quote through the API (200 expected) and answers it. */
export async function createQuote(
  app: App,
  token: string,
  body: { ProjectId: number; ProjectScheduleIds: number[] } & Record<string, unknown>,
): Promise<ProjectQuote> {
  const response = await callApi(app, token, 'POST', QUOTE, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Sends an upsert for an existing quote at its current row version. */
export function changeQuote(app: App, token: string, quote: ProjectQuote, changes: Record<string, unknown>) {
  return callApi(app, token, 'POST', QUOTE, {
    ProjectQuoteId: quote.ProjectQuoteId,
    RowVersion: quote.RowVersion,
    ...changes,
  });
}

export async function getQuote(app: App, token: string, quoteId: number): Promise<ProjectQuote> {
  const response = await callApi(app, token, 'GET', `${QUOTE}/${quoteId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A demo project and the ids of the named schedules. */
export async function demoProjectSchedules(app: App, projectName: string, scheduleNames: string[]) {
  const projectId = await projectIdByName(app, projectName);
  const scheduleIds = await Promise.all(scheduleNames.map((name) => scheduleIdByName(app, projectId, name)));
  return { projectId, scheduleIds };
}

/** The quote events of a project, oldest first. */
export async function quoteEvents(app: App, projectId: number) {
  return app.deps.db
    .select()
    .from(eventLogs)
    .where(and(eq(eventLogs.projectId, projectId), eq(eventLogs.entityType, 'ProjectQuote')))
    .orderBy(asc(eventLogs.eventLogId));
}

/** "1234.50" → 123450n, exactly (no binary floating point in the test either). */
export function centsOf(text: string | null | undefined): bigint {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text ?? '');
  if (!match) throw new Error(`not a money string: ${text}`);
  const value = BigInt(match[2] as string) * 100n + BigInt(match[3] as string);
  return match[1] === '-' ? -value : value;
}

/** The actor a request of this user would act as. */
export async function callerFor(app: App, email: string): Promise<Actor> {
  const userId = await userIdByEmail(app, email);
  const principal = await loadPrincipal(app.deps.db, userId);
  if (!principal) throw new Error(`no principal for ${email}`);
  const session = {
    userId,
    impersonatorUserId: 0,
    principal,
    realPrincipal: principal,
  } as unknown as Session;
  return actorOf(session, 'test');
}

/**
 * Takes a status-machine action the way parts 3–5 will (engineering and multiplier requests,
 * orders): through applyQuoteAction in a transaction, as the named user.
 */
export async function actOnQuote(
  app: App,
  email: string,
  quoteId: number,
  action: Parameters<typeof applyQuoteAction>[3],
  extra: { hasPendingReview?: boolean } = {},
) {
  const actor = await callerFor(app, email);
  return app.deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, quoteId);
    if (!locked) throw new Error(`quote ${quoteId} not visible to ${email}`);
    return applyQuoteAction(
      tx,
      actor,
      locked.quote,
      action as Exclude<QuoteAction, 'Edit' | 'Revise'>,
      extra,
    );
  });
}
