/** A tag split once for sorting: the text before a trailing number, and that number's digits. */
export type ItemTagKey = { tag: string; prefix: string; digits: string };

export function itemTagKey(tag: string): ItemTagKey {
  const match = /^(.*?)(\d+)$/.exec(tag);
  if (!match) return { tag, prefix: tag, digits: '' };
  return { tag, prefix: match[1] ?? '', digits: (match[2] ?? '').replace(/^0+(?=\d)/, '') };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Tag order of a schedule: by the text before a trailing number, then by that number (of any
 * length), so UNIT-2 comes before UNIT-10; a tag without a number comes first among its prefix.
 */
export function compareItemTagKeys(a: ItemTagKey, b: ItemTagKey): number {
  return (
    compareText(a.prefix, b.prefix) ||
    (a.digits === '' ? (b.digits === '' ? 0 : -1) : b.digits === '' ? 1 : 0) ||
    a.digits.length - b.digits.length ||
    compareText(a.digits, b.digits) ||
    compareText(a.tag, b.tag)
  );
}

export const compareItemTags = (a: string, b: string) => compareItemTagKeys(itemTagKey(a), itemTagKey(b));
