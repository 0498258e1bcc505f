import { compareProjectQuoteRevisions } from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import { compareProjectQuoteRevisionsPdf } from '@airquote/shared/contracts/quote/compare-project-quote-revisions-pdf';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { loadQuote } from '../quote/quote-read.service.ts';
import { compareQuoteRevisions } from './quote-compare.service.ts';
import { renderRevisionComparisonPdf } from './revision-comparison-pdf.ts';

/** Revisions side by side (issue 17 part 4): quote.view, so Engineers get 403; prices with pricing.view. */
export function quoteCompareRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(compareProjectQuoteRevisions, async ({ params, session, request }) =>
      compareQuoteRevisions(
        deps.db,
        actorOf(session, request.id),
        params.projectQuoteId,
        params.otherProjectQuoteId,
      ),
    ),
    defineRoute(compareProjectQuoteRevisionsPdf, async ({ params, session, request }) => {
      const actor = actorOf(session, request.id);
      const comparison = await compareQuoteRevisions(
        deps.db,
        actor,
        params.projectQuoteId,
        params.otherProjectQuoteId,
      );
      const quote = await loadQuote(deps.db, actor, comparison.To.ProjectQuoteId);
      const printedOn = new Date().toISOString().slice(0, 10);
      const body = await renderRevisionComparisonPdf(comparison, {
        brandId: quote.BrandId,
        projectName: quote.ProjectName,
        printedOn,
      });
      return {
        contentType: 'application/pdf',
        body,
        fileName: `Revision-comparison-${comparison.From.QuoteNumber}-rev-${comparison.From.Revision}-${comparison.To.Revision}.pdf`,
        disposition: 'inline' as const,
        cacheControl: 'private, no-store',
      };
    }),
  ];
}
