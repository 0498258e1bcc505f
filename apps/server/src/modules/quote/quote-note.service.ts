import type { QuoteNote } from '@airquote/shared/contracts/quote/quote-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { touchProject } from '../project/project-access.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { findVisibleQuote, lockVisibleQuote, touchQuote } from './quote.repository.ts';
import {
  findNote,
  insertNote,
  type NoteRow,
  selectNotes,
  updateNoteIfVersion,
} from './quote-detail.repository.ts';
import { quoteLabel } from './quote-status-change.ts';

function toQuoteNote(row: NoteRow): QuoteNote {
  return {
    ProjectQuoteNoteId: row.projectQuoteNoteId,
    ProjectQuoteId: row.projectQuoteId,
    Kind: row.kind,
    Note: row.note,
    AuthorUserId: row.authorUserId,
    AuthorName: row.authorName,
    At: row.at.toISOString(),
    DateModified: row.dateModified.toISOString(),
    RowVersion: row.rowVersion,
  };
}

/**
 * The multiplier review's notes are its record, requested and standard multipliers in them: a reader
 * of the quote without prices (application engineering) gets the other notes only (spec section 6).
 */
export async function getQuoteNotes(deps: AppDeps, viewer: Actor, quoteId: number): Promise<QuoteNote[]> {
  if (!(await findVisibleQuote(deps.db, viewer, quoteId))) throw notFound(quoteServiceMessages.quoteNotFound);
  const rows = await selectNotes(deps.db, quoteId);
  return rows.filter((row) => viewer.canSeePrices || row.kind !== 'MultiplierReview').map(toQuoteNote);
}

/**
 * Events name the note but do not copy its text: the event log is read by everyone who sees the
 * project, Engineers included, and a quote note often talks about prices (spec section 6).
 *
 * UpsertProjectQuoteNote: anyone who may see a quote may write on it, in any status and on any
 * revision (reviewers answer in notes); a note changes only by its author, and only a General one.
 */
export async function upsertQuoteNote(
  deps: AppDeps,
  viewer: Actor,
  input: {
    ProjectQuoteNoteId: number | null;
    ProjectQuoteId: number;
    Note: string;
    RowVersion: number | null;
  },
): Promise<QuoteNote> {
  const noteId = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, viewer, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote } = locked;
    const event = {
      projectId: quote.projectId,
      entityType: 'ProjectQuote',
      entityId: quote.projectQuoteId,
    } as const;
    if (input.ProjectQuoteNoteId === null) {
      const id = await insertNote(tx, {
        projectQuoteId: quote.projectQuoteId,
        kind: 'General',
        note: input.Note,
        authorUserId: viewer.userId,
      });
      await touchQuote(tx, quote.projectQuoteId, viewer.userId);
      await touchProject(tx, viewer, quote.projectId);
      await recordEvent(tx, viewer, {
        ...event,
        action: 'NoteAdded',
        summary: `Added a note to ${quoteLabel(quote)}`,
        after: { ProjectQuoteNoteId: id },
      });
      return id;
    }
    const note = await findNote(tx, input.ProjectQuoteNoteId);
    if (!note || note.projectQuoteId !== quote.projectQuoteId)
      throw notFound(quoteServiceMessages.noteNotFound);
    if (note.kind !== 'General') throw badRequest(quoteServiceMessages.noteNotEditable);
    if (note.authorUserId !== viewer.userId) throw badRequest(quoteServiceMessages.notYourNote);
    updatedOrStale(await updateNoteIfVersion(tx, note.projectQuoteNoteId, input.RowVersion ?? 0, input.Note));
    await touchQuote(tx, quote.projectQuoteId, viewer.userId);
    await touchProject(tx, viewer, quote.projectId);
    await recordEvent(tx, viewer, {
      ...event,
      action: 'NoteChanged',
      summary: `Changed a note of ${quoteLabel(quote)}`,
      after: { ProjectQuoteNoteId: note.projectQuoteNoteId },
    });
    return note.projectQuoteNoteId;
  });
  const saved = await findNote(deps.db, noteId);
  if (!saved) throw notFound(quoteServiceMessages.noteNotFound);
  return toQuoteNote(saved);
}
