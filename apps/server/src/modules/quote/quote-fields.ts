import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { brandExists, type QuoteRow, selectProjectScheduleIds } from './quote.repository.ts';

/** How long a new quote is valid when nobody says (days). */
const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export function defaultValidUntil(now = Date.now()): string {
  return isoDate(now + DEFAULT_VALIDITY_DAYS * DAY_MS);
}

/**
 * The server does not know the user's time zone, so "today" is any date still current somewhere:
 * a valid-until before yesterday (UTC) is in the past everywhere.
 */
export function isPastDate(date: string, now = Date.now()): boolean {
  return date < isoDate(now - DAY_MS);
}

export function requireFutureValidUntil(date: string): string {
  if (isPastDate(date))
    throw badRequest(quoteServiceMessages.validUntilPast, {
      ValidUntil: quoteServiceMessages.validUntilPast,
    });
  return date;
}

/** The schedules, once each, if every one belongs to the project (400 otherwise). */
export async function requireProjectSchedules(
  db: DatabaseOrTransaction,
  projectId: number,
  scheduleIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(scheduleIds)].sort((a, b) => a - b);
  const found = await selectProjectScheduleIds(db, projectId, wanted);
  if (found.length !== wanted.length)
    throw badRequest(quoteServiceMessages.scheduleNotInProject, {
      ProjectScheduleIds: quoteServiceMessages.scheduleNotInProject,
    });
  return wanted;
}

export async function requireBrand(db: DatabaseOrTransaction, brandId: number): Promise<number> {
  if (!(await brandExists(db, brandId)))
    throw badRequest(quoteServiceMessages.unknownBrand, { BrandId: quoteServiceMessages.unknownBrand });
  return brandId;
}

/** What an event shows of a quote's own fields. */
export function quoteSnapshot(
  quote: Pick<QuoteRow, 'brandId' | 'transactionType' | 'validUntil'>,
  scheduleIds: readonly number[],
): Record<string, unknown> {
  return {
    BrandId: quote.brandId,
    TransactionType: quote.transactionType,
    ValidUntil: quote.validUntil,
    ProjectScheduleIds: [...scheduleIds],
  };
}
