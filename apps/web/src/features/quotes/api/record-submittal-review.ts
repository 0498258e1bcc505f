import {
  recordSubmittalReview as contract,
  type recordSubmittalReviewRequestSchema,
} from '@airquote/shared/contracts/project/record-submittal-review';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

export type SubmittalReviewBody = z.input<typeof recordSubmittalReviewRequestSchema>;

/** Records the engineer of record's returned status and comments against a submittal package. */
export function recordSubmittalReview(body: SubmittalReviewBody) {
  return callApi(contract, { body });
}
