import { generateQuotePartSummaryPdf } from '@airquote/shared/contracts/quote/generate-quote-part-summary-pdf';
import { generateQuotePdfs } from '@airquote/shared/contracts/quote/generate-quote-pdfs';
import { PROJECT_ATTACHMENT_ID_HEADER } from '@airquote/shared/contracts/quote/quote-document-schemas';
import { sendQuoteSubmittalEmail } from '@airquote/shared/contracts/quote/send-quote-submittal-email';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { actorOf } from '../auth/actor.ts';
import {
  generateQuoteDocument,
  type QuoteDocumentKind,
  sendQuoteSubmittalEmail as sendQuoteDocuments,
} from './quote-document.service.ts';

async function answerDocument(
  deps: AppDeps,
  actor: Actor,
  reply: FastifyReply,
  quoteId: number,
  kind: QuoteDocumentKind,
) {
  const { file, attachmentId } = await generateQuoteDocument(deps, actor, quoteId, kind);
  reply.header(PROJECT_ATTACHMENT_ID_HEADER, String(attachmentId));
  return file;
}

/** Quote documents (issue 6, parts 1 and 3): both need quote.view, so Engineers get 403. */
export function quoteDocumentRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(generateQuotePdfs, async ({ body, session, reply, request }) =>
      answerDocument(deps, actorOf(session, request.id), reply, body.ProjectQuoteId, 'Quote'),
    ),
    defineRoute(generateQuotePartSummaryPdf, async ({ body, session, reply, request }) =>
      answerDocument(deps, actorOf(session, request.id), reply, body.ProjectQuoteId, 'PartSummary'),
    ),
    defineRoute(sendQuoteSubmittalEmail, async ({ body, session, request }) =>
      sendQuoteDocuments(deps, actorOf(session, request.id), body),
    ),
  ];
}
