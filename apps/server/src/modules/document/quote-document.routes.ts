import { generateQuotePartSummaryPdf } from '@airquote/shared/contracts/quote/generate-quote-part-summary-pdf';
import { generateQuotePdfs } from '@airquote/shared/contracts/quote/generate-quote-pdfs';
import { PROJECT_ATTACHMENT_ID_HEADER } from '@airquote/shared/contracts/quote/quote-document-schemas';
import { sendQuoteSubmittalEmail } from '@airquote/shared/contracts/quote/send-quote-submittal-email';
import { quoteActorOf } from '@airquote/shared/rules/quote-status';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../plugins/auth.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import type { QuoteCaller } from '../quote/quote-status-change.ts';
import {
  generateQuoteDocument,
  type QuoteDocumentKind,
  sendQuoteSubmittalEmail as sendQuoteDocuments,
} from './quote-document.service.ts';

function callerOf(session: Session): QuoteCaller {
  return { viewer: viewerOf(session), actor: quoteActorOf(session.principal) };
}

async function answerDocument(
  deps: AppDeps,
  session: Session,
  reply: FastifyReply,
  quoteId: number,
  kind: QuoteDocumentKind,
) {
  const { file, attachmentId } = await generateQuoteDocument(deps, callerOf(session), quoteId, kind);
  reply.header(PROJECT_ATTACHMENT_ID_HEADER, String(attachmentId));
  return file;
}

/** Quote documents (issue 6, parts 1 and 3): both need quote.view, so Engineers get 403. */
export function quoteDocumentRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(generateQuotePdfs, async ({ body, session, reply }) =>
      answerDocument(deps, session, reply, body.ProjectQuoteId, 'Quote'),
    ),
    defineRoute(generateQuotePartSummaryPdf, async ({ body, session, reply }) =>
      answerDocument(deps, session, reply, body.ProjectQuoteId, 'PartSummary'),
    ),
    defineRoute(sendQuoteSubmittalEmail, async ({ body, session }) =>
      sendQuoteDocuments(deps, callerOf(session), body),
    ),
  ];
}
