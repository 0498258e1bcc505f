import { defineContract } from '../define-contract.ts';
import {
  decideCatMultiplierRequestSchema,
  projectQuoteCatMultiplierSchema,
} from './cat-multiplier-schemas.ts';

/**
 * Not named by the spec (section 7 lists no decision call): a reviewer approves or rejects one
 * category with a note; when every category of the request is decided the quote returns to Open.
 */
export const decideProjectQuoteCatMultiplier = defineContract({
  method: 'PUT',
  path: '/ProjectQuoteCatMultiplier/decide',
  summary: 'Approve or reject one category multiplier request with a note (not named by the spec)',
  tag: 'ProjectQuoteCatMultiplier',
  access: { kind: 'permission', permission: 'multiplier.approve' },
  body: decideCatMultiplierRequestSchema,
  response: projectQuoteCatMultiplierSchema,
});
