import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

export const deleteProjectQuoteNetAdd = defineContract({
  method: 'PUT',
  path: '/ProjectQuoteNetAdds/delete',
  summary: 'Remove a net add from a quote (the version read must still be current)',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: z.object({ ProjectQuoteNetAddId: idSchema, RowVersion: rowVersionSchema }),
  response: z.object({ Success: z.boolean() }),
});
