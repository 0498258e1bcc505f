import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import {
  directStatusChoices,
  type QuoteActor,
  type QuoteStatusName,
  quoteActorOf,
  quoteStatusNameOf,
  statusChangeAction,
} from '@airquote/shared/rules/quote-status';

export const transactionTypeOptions = [
  { value: '1', label: 'Buy/Resale' },
  { value: '2', label: 'Factory Direct' },
];

/** The valid-until date a new quote proposes: 30 days ahead, as the server defaults it. */
export function defaultValidUntil(today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 30));
  return date.toISOString().slice(0, 10);
}

export function actorOf(
  userInfo: {
    UserPermissions: readonly string[];
    AppUser: { IsAppAdmin: boolean; IsSysAdmin: boolean };
  } | null,
): QuoteActor {
  return quoteActorOf({
    permissions: userInfo?.UserPermissions ?? [],
    isAppAdmin: userInfo?.AppUser.IsAppAdmin ?? false,
    isSysAdmin: userInfo?.AppUser.IsSysAdmin ?? false,
  });
}

export type StatusAction = {
  label: string;
  to: QuoteStatusName;
  toId: number;
  confirm: string;
  color: string;
};

const actionTexts = {
  Hold: {
    label: 'Hold',
    confirm: 'Put this quote on hold? Nobody can order it until it is resumed.',
    color: 'yellow',
  },
  Resume: { label: 'Resume', confirm: 'Take this quote off hold? It becomes open again.', color: 'blue' },
  Cancel: {
    label: 'Cancel quote',
    confirm: 'Cancel this quote? Only an administrator can reopen it.',
    color: 'red',
  },
  Reopen: { label: 'Reopen', confirm: 'Reopen this cancelled quote?', color: 'blue' },
} as const;

/**
 * The status buttons of the quote form: what the shared status machine lets this user choose directly
 * (hold, resume, cancel, reopen), limited to what the server offered for this quote.
 */
export function statusActionsOf(
  quote: Pick<ProjectQuote, 'QuoteStatusId' | 'IsSuperseded' | 'NextStatusIds'>,
  actor: QuoteActor,
): StatusAction[] {
  const status = quoteStatusNameOf[quote.QuoteStatusId as keyof typeof quoteStatusNameOf];
  if (!status) return [];
  return directStatusChoices({ status, isSuperseded: quote.IsSuperseded }, actor)
    .filter((to) => quote.NextStatusIds.includes(QuoteStatus[to]))
    .flatMap((to) => {
      const change = statusChangeAction(status, to);
      if (!change || !('action' in change) || !(change.action in actionTexts)) return [];
      const texts = actionTexts[change.action as keyof typeof actionTexts];
      return [{ ...texts, to, toId: QuoteStatus[to] }];
    });
}
