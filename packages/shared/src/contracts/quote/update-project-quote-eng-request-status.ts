import { defineContract } from '../define-contract.ts';
import { projectQuoteEngRequestSchema, updateEngRequestStatusSchema } from './eng-request-schemas.ts';

/**
 * Not named by the spec (section 7 lists no review call): application engineering moves a sent
 * request along docs/domain.md section 6's flow, the requester answers NeedMoreInfo (→ NotReviewed).
 * Approved or Rejected ends the review and returns the quote to Open.
 */
export const updateProjectQuoteEngRequestStatus = defineContract({
  method: 'PUT',
  path: '/ProjectQuoteEngRequest/status',
  summary: 'Move an engineering request along its status flow with a note (not named by the spec)',
  tag: 'ProjectQuoteEngRequest',
  access: { kind: 'anyPermission', permissions: ['engineering.review', 'engineering.request'] },
  body: updateEngRequestStatusSchema,
  response: projectQuoteEngRequestSchema,
});
