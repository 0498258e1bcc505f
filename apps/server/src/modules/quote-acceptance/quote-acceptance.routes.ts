import { getQuoteAcceptances as getQuoteAcceptancesContract } from '@airquote/shared/contracts/quote-acceptance/get-quote-acceptances';
import {
  acceptPublicQuote,
  declinePublicQuote,
  getPublicQuotePdf as getPublicQuotePdfContract,
  viewPublicQuote as viewPublicQuoteContract,
} from '@airquote/shared/contracts/quote-acceptance/public-quote-acceptance';
import { sendQuoteForAcceptance as sendQuoteForAcceptanceContract } from '@airquote/shared/contracts/quote-acceptance/send-quote-for-acceptance';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  answerPublicQuote,
  getPublicQuotePdf,
  getQuoteAcceptances,
  sendQuoteForAcceptance,
  viewPublicQuote,
} from './quote-acceptance.service.ts';

const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export function quoteAcceptanceRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(sendQuoteForAcceptanceContract, async ({ body, session, request }) =>
      sendQuoteForAcceptance(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getQuoteAcceptancesContract, async ({ params, session, request }) =>
      getQuoteAcceptances(deps, actorOf(session, request.id), params.quoteId),
    ),
    defineRoute(viewPublicQuoteContract, async ({ body }) => viewPublicQuote(deps, body)),
    defineRoute(getPublicQuotePdfContract, async ({ body }) => getPublicQuotePdf(deps, body)),
    defineRoute(acceptPublicQuote, async ({ body, request }) =>
      answerPublicQuote(
        deps,
        body.Token,
        { decision: 'Accepted', name: body.Name, title: body.Title, signature: body.Signature },
        originOf(request),
      ),
    ),
    defineRoute(declinePublicQuote, async ({ body, request }) =>
      answerPublicQuote(deps, body.Token, { decision: 'Declined', reason: body.Reason }, originOf(request)),
    ),
  ];
}
