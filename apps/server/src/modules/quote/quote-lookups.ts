import { QuoteEngRequestStatus, QuoteStatus } from '@airquote/shared/enums/lookups';
import {
  directStatusChoices,
  type QuoteActor,
  type QuoteStatusId,
  type QuoteStatusName,
  quoteStatusLabels,
  quoteStatusNameOf,
} from '@airquote/shared/rules/quote-status';

const quoteEngRequestStatusLabels: Record<keyof typeof QuoteEngRequestStatus, string> = {
  NotReviewed: 'Not Reviewed',
  UnderReview: 'Under Review',
  Rejected: 'Rejected',
  Approved: 'Approved',
  NeedMoreInfo: 'Need More Info',
};

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
    ([name, id]) => ({ Id: id, Name: quoteEngRequestStatusLabels[name], IsActive: true }),
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
