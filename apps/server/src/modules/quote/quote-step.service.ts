import type { DatabaseOrTransaction } from '../../db/client.ts';
import type { projectQuoteNotes } from '../../db/schema/quotes.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { touchProject } from '../project/project-access.ts';
import { touchQuote } from './quote.repository.ts';
import { insertNote } from './quote-detail.repository.ts';
import { quoteLabel } from './quote-status-change.ts';

/**
 * One recorded step on a quote (an order, multiplier review or engineering request moving), in the
 * caller's transaction: the project event (read by Engineers too, so it carries no figures), the
 * quote note of the step's kind with the details, and the quote and project marked changed.
 */
export async function recordQuoteStep(
  db: DatabaseOrTransaction,
  viewer: Actor,
  quote: { projectQuoteId: number; projectId: number; quoteNumber: string; revision: number },
  step: {
    kind: (typeof projectQuoteNotes.$inferInsert)['kind'];
    action: string;
    summary: string;
    note: string;
    /** The engineering request the note belongs to (its history), if any. */
    engRequestId?: number | null;
  },
): Promise<void> {
  await recordEvent(db, viewer, {
    projectId: quote.projectId,
    entityType: 'ProjectQuote',
    entityId: quote.projectQuoteId,
    action: step.action,
    summary: `${step.summary} on ${quoteLabel(quote)}`,
  });
  await insertNote(db, {
    projectQuoteId: quote.projectQuoteId,
    kind: step.kind,
    note: step.note,
    authorUserId: viewer.userId,
    ...(step.engRequestId === undefined ? {} : { projectQuoteEngRequestId: step.engRequestId }),
  });
  await touchQuote(db, quote.projectQuoteId, viewer.userId);
  await touchProject(db, viewer, quote.projectId);
}
