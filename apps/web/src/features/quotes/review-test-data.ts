import type {
  MultiplierReviewer,
  ProjectQuoteCatMultiplier,
} from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import type { ProjectQuoteEngRequest } from '@airquote/shared/contracts/quote/eng-request-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { quote } from '../../test/quote-test-data.ts';

/** A quote with lines in two categories: Fan Coils (1, standard 0.5000) and Air Handlers (2, 0.6000). */
export function quoteWithTwoCategories(overrides: Partial<ProjectQuote> = {}): ProjectQuote {
  const base = quote();
  const [first] = base.LineItems;
  if (!first?.Pricing) throw new Error('test quote without a priced line');
  const second = {
    ...first,
    ProjectScheduleLineItemId: 102,
    ItemTag: 'AHU-1',
    Pricing: {
      ...first.Pricing,
      ProjectScheduleLineItemId: 102,
      ProductTypeCategoryId: 2,
      StandardMultiplier: '0.6000',
      Multiplier: '0.6000',
    },
  };
  return quote({ LineItems: [first, second], ...overrides });
}

export const categoryRows = [
  {
    ProductTypeCategoryId: 1,
    ProductTypeId: 1,
    Name: 'Fan Coils',
    ProductTypeLookup: 1,
    IsActive: true,
    SortOrder: 1,
  },
  {
    ProductTypeCategoryId: 2,
    ProductTypeId: 2,
    Name: 'Air Handlers',
    ProductTypeLookup: 2,
    IsActive: true,
    SortOrder: 2,
  },
];

export const pricingReviewer: MultiplierReviewer = {
  UserId: 5,
  Name: 'Priya Patel',
  EmailAddress: 'pricing@airquote.test',
  ReviewerRole: 'VPPricingDirector',
};

/** A category multiplier request shaped like the server's answer. */
export function catMultiplier(overrides: Partial<ProjectQuoteCatMultiplier> = {}): ProjectQuoteCatMultiplier {
  return {
    ProjectQuoteCatMultiplierId: 41,
    ProjectQuoteId: 7,
    ProductTypeCategoryId: 1,
    ProductTypeCategoryName: 'Fan Coils',
    RequestedMultiplier: '0.4500',
    StandardMultiplier: '0.5000',
    Status: 'Pending',
    IsSent: false,
    RequestedByName: 'Nora Walsh',
    DateCreated: '2026-11-21T10:00:00Z',
    SentAt: null,
    DecidedByName: null,
    DecidedAt: null,
    DecisionNote: null,
    RowVersion: 1,
    ...overrides,
  };
}

/** An engineering request shaped like the server's answer. */
export function engRequest(overrides: Partial<ProjectQuoteEngRequest> = {}): ProjectQuoteEngRequest {
  return {
    ProjectQuoteEngRequestId: 51,
    ProjectQuoteId: 7,
    Description: 'Check the coil selection',
    Status: 1,
    StatusName: 'Not Reviewed',
    IsSent: true,
    RequestedByName: 'Nora Walsh',
    DateCreated: '2026-11-21T10:00:00Z',
    SentAt: '2026-11-21T10:05:00Z',
    ReviewedByName: null,
    DateModified: '2026-11-21T10:05:00Z',
    Notes: [
      {
        ProjectQuoteNoteId: 61,
        Note: 'Drafted an engineering request: Check the coil selection',
        AuthorName: 'Nora Walsh',
        At: '2026-11-21T10:00:00Z',
      },
    ],
    RowVersion: 2,
    ...overrides,
  };
}
