import { generateSubmittalPdfs as generateSubmittalPdfsContract } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { recordSubmittalReview as recordSubmittalReviewContract } from '@airquote/shared/contracts/project/record-submittal-review';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { generateSubmittalPdfs } from './submittal.service.ts';
import { recordSubmittalReview } from './submittal-review.service.ts';

export function submittalRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(generateSubmittalPdfsContract, async ({ session, body, reply, request }) => {
      const { attachmentId, serverTiming, ...file } = await generateSubmittalPdfs(
        deps,
        actorOf(session, request.id),
        body,
      );
      // The stored copy, so a client can list or download it again without another search.
      reply.header('X-Project-Attachment-Id', String(attachmentId));
      reply.header('Server-Timing', serverTiming);
      return file;
    }),
    defineRoute(recordSubmittalReviewContract, async ({ session, body, request }) =>
      recordSubmittalReview(deps, actorOf(session, request.id), body),
    ),
  ];
}
