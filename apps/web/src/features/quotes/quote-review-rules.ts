import {
  catMultiplierMessages,
  createCatMultiplierRequestSchema,
  decideCatMultiplierRequestSchema,
  type ProjectQuoteCatMultiplier,
} from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { parseMultiplier } from '@airquote/shared/rules/money';
import {
  decideQuoteAction,
  type QuoteAction,
  type QuoteActor,
  quoteStatusNameOf,
} from '@airquote/shared/rules/quote-status';

/** May this actor take this status-machine action on the quote now (the server decides again)? */
export function quoteAllows(
  quote: Pick<ProjectQuote, 'QuoteStatusId' | 'IsSuperseded'>,
  action: QuoteAction,
  actor: QuoteActor,
): boolean {
  const status = quoteStatusNameOf[quote.QuoteStatusId as keyof typeof quoteStatusNameOf];
  if (!status) return false;
  return decideQuoteAction({ status, isSuperseded: quote.IsSuperseded }, action, actor).allowed;
}

/**
 * Why this actor may not take the action now, in words (issue 15 item 4: a disabled button says why);
 * null when allowed.
 */
export function quoteRefusal(
  quote: Pick<ProjectQuote, 'QuoteStatusId' | 'IsSuperseded'>,
  action: QuoteAction,
  actor: QuoteActor,
): string | null {
  const status = quoteStatusNameOf[quote.QuoteStatusId as keyof typeof quoteStatusNameOf];
  if (!status) return null;
  const decision = decideQuoteAction({ status, isSuperseded: quote.IsSuperseded }, action, actor);
  return decision.allowed ? null : decision.message;
}

export function quoteStatusIs(quote: Pick<ProjectQuote, 'QuoteStatusId'>, status: string): boolean {
  return quoteStatusNameOf[quote.QuoteStatusId as keyof typeof quoteStatusNameOf] === status;
}

/** One product type category of a quote: its standard and applied multipliers and its latest request. */
export type QuoteCategory = {
  ProductTypeCategoryId: number;
  Name: string;
  StandardMultiplier: string | null;
  /** The multiplier pricing the quote's lines now (a decided request's, else the standard). */
  AppliedMultiplier: string | null;
  Latest: ProjectQuoteCatMultiplier | null;
};

/**
 * The categories of the quote's priced lines (and of any request made for it), in the order the
 * lines have them; the latest request of each (the server answers requests oldest first).
 */
export function quoteCategoriesOf(
  quote: Pick<ProjectQuote, 'LineItems'>,
  requests: readonly ProjectQuoteCatMultiplier[],
  categoryNames: ReadonlyMap<number, string>,
): QuoteCategory[] {
  const categories = new Map<number, QuoteCategory>();
  const nameOf = (id: number) => categoryNames.get(id) ?? `Category ${id}`;
  for (const line of quote.LineItems) {
    const pricing = line.Pricing;
    if (!pricing || categories.has(pricing.ProductTypeCategoryId)) continue;
    categories.set(pricing.ProductTypeCategoryId, {
      ProductTypeCategoryId: pricing.ProductTypeCategoryId,
      Name: nameOf(pricing.ProductTypeCategoryId),
      StandardMultiplier: pricing.StandardMultiplier,
      AppliedMultiplier: pricing.Multiplier,
      Latest: null,
    });
  }
  for (const request of requests) {
    const known = categories.get(request.ProductTypeCategoryId);
    categories.set(request.ProductTypeCategoryId, {
      ProductTypeCategoryId: request.ProductTypeCategoryId,
      Name: known?.Name ?? request.ProductTypeCategoryName,
      StandardMultiplier: known?.StandardMultiplier ?? request.StandardMultiplier,
      AppliedMultiplier: known?.AppliedMultiplier ?? null,
      Latest: request,
    });
  }
  return [...categories.values()];
}

/** The requester's check before asking the server: the shared format rule, then at most the standard. */
export function requestedMultiplierError(text: string, standard: string | null): string | null {
  const parsed = createCatMultiplierRequestSchema.shape.RequestedMultiplier.safeParse(text.trim());
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a multiplier.';
  if (standard === null) return catMultiplierMessages.noStandard;
  if ((parseMultiplier(parsed.data) ?? 0) > (parseMultiplier(standard) ?? 0))
    return catMultiplierMessages.aboveStandard(standard);
  return null;
}

/** The reviewer's note rule of the shared schema (required, at most 2000 characters). */
export function decisionNoteError(note: string): string | null {
  const parsed = decideCatMultiplierRequestSchema.shape.Note.safeParse(note);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Write a note for the decision.');
}

/** A request row may go while it is a draft, or once its review ended without a decision. */
export function canDeleteCatMultiplier(request: ProjectQuoteCatMultiplier, underReview: boolean): boolean {
  return request.Status === 'Pending' && (!request.IsSent || !underReview);
}
