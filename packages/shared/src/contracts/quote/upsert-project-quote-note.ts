import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { quoteMessages, quoteNoteSchema } from './quote-schemas.ts';

/** Adds a note (no ProjectQuoteNoteId) or changes one of the caller's own notes (with its RowVersion). */
export const upsertProjectQuoteNote = defineContract({
  method: 'POST',
  path: '/ProjectQuote/UpsertProjectQuoteNote',
  summary: 'Add a note to a quote, or change your own note',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  body: z
    .object({
      ProjectQuoteNoteId: idSchema.nullable().default(null),
      ProjectQuoteId: idSchema,
      Note: requiredText('Note', 4000),
      RowVersion: rowVersionSchema.nullable().default(null),
    })
    .refine((body) => body.ProjectQuoteNoteId === null || body.RowVersion !== null, {
      error: quoteMessages.noteRowVersionRequired,
      path: ['RowVersion'],
    }),
  response: quoteNoteSchema,
});
