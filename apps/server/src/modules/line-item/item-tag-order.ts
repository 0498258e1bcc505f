type TagKey = { prefix: string; digits: string };

function tagKey(tag: string): TagKey {
  const match = /^(.*?)(\d+)$/.exec(tag);
  return match
    ? { prefix: match[1] ?? '', digits: (match[2] ?? '').replace(/^0+(?=\d)/, '') }
    : { prefix: tag, digits: '' };
}

/** Compares digit strings as whole numbers of any length (no leading zeros). */
function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Tag order of a schedule: by the text before a trailing number, then by that number, so UNIT-2
 * comes before UNIT-10; a tag without a number comes before the numbered tags of its prefix.
 */
export function compareItemTags(a: string, b: string): number {
  const left = tagKey(a);
  const right = tagKey(b);
  return (
    compareText(left.prefix, right.prefix) ||
    (left.digits === '' ? (right.digits === '' ? 0 : -1) : right.digits === '' ? 1 : 0) ||
    compareDigits(left.digits, right.digits) ||
    compareText(a, b)
  );
}
