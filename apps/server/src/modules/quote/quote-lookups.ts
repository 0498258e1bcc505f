import { QuoteEngRequestStatus, QuoteStatus } from '@airquote/shared/enums/lookups';
import { engRequestStatusLabels } from '@airquote/shared/rules/eng-request-status';
import {
  directStatusChoices,
  type QuoteActor,
  type QuoteStatusId,
  type QuoteStatusName,
  quoteStatusLabels,
  quoteStatusNameOf,
} from '@airquote/shared/rules/quote-status';

/** GetQuoteStatusLookups: the spec's QuoteStatus values (LookupCategory QuoteStatus). */
export function quoteStatusOptions() {
  return (Object.entries(QuoteStatus) as Array<[QuoteStatusName, number]>).map(([name, id]) => ({
    Id: id,
    Name: quoteStatusLabels[name],
    IsActive: true,
  }));
}

/** GetQuoteEngRequestStatusLookups: the spec's QuoteEngRequestStatus values. */
export function quoteEngRequestStatusOptions() {
  return (Object.entries(QuoteEngRequestStatus) as Array<[keyof typeof QuoteEngRequestStatus, number]>).map(
    ([name, id]) => ({ Id: id, Name: engRequestStatusLabels[name], IsActive: true }),
  );
}

/** ProjectQuoteStatuses: each status with the ones this caller may choose from it (newest revision). */
export function quoteStatusOptionsFor(actor: QuoteActor) {
  return quoteStatusOptions().map((option) => ({
    ...option,
    NextStatusIds: directStatusChoices(
      { status: quoteStatusNameOf[option.Id as QuoteStatusId], isSuperseded: false },
      actor,
    ).map((to) => QuoteStatus[to]),
  }));
}
