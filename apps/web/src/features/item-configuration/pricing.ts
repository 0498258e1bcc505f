import type { CodeStringGroupValue } from '@airquote/shared/logic/code-string-schemas';
import { formatMultiplier, parseMultiplier } from '@airquote/shared/rules/money';

/**
 * Prices travel as decimal strings and are added as whole cents (docs/domain.md section 5: never binary
 * floating point). null when the text is not a price.
 */
export function centsOf(price: string | null | undefined): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((price ?? '').trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A multiplier with its four places ("0.5250"); '—' when there is none. */
export function formatMultiplierText(multiplier: string | null | undefined): string {
  const tenThousandths = multiplier ? parseMultiplier(multiplier) : null;
  return tenThousandths === null ? '—' : formatMultiplier(tenThousandths);
}

export type GroupAdders = { groupId: number; name: string; adders: string };

/**
 * The list-price adders of the chosen values per code-string group (Unit, Coil, Electrical…), as the
 * server answered them; groups that add nothing are left out. Null when an adder is withheld.
 */
export function addersByGroup(groups: readonly CodeStringGroupValue[]): GroupAdders[] | null {
  const result: GroupAdders[] = [];
  const ordered = [...groups].sort((a, b) => a.CodeStringGroup.SortOrder - b.CodeStringGroup.SortOrder);
  for (const { CodeStringGroup: group, CodeStringSegmentValues: values } of ordered) {
    let cents = 0;
    for (const { CodeStringValue: value } of values) {
      if (!value) continue;
      const adder = centsOf(value.ListPriceAdder);
      if (adder === null) return null;
      cents += adder;
    }
    if (cents !== 0)
      result.push({ groupId: group.CodeStringGroupId, name: group.DisplayName, adders: formatCents(cents) });
  }
  return result;
}
