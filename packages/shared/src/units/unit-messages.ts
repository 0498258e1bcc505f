import { formatQuantity, type QuantityKind, type UnitSystem, unitLabel } from './units.ts';

/**
 * Messages in the user's units (ADR 0031, ADR 0040). The engine, the contracts' limits and the API
 * write their messages in I-P ("Cooling: water pressure drop 44.1 ft exceeds 20 ft.", "must be between
 * 20 and 130 °F", "cooling 7.9 of 12.0 MBH"), and a saved line item keeps them so. A reader who chose
 * SI gets each I-P figure of such a message converted where it is shown (browser and documents), the
 * words untouched; the API stays I-P.
 *
 * A figure is a number followed by an I-P unit label; ranges ("35–200 °F", "between 20 and 130 °F"),
 * pairs ("80/67 °F") and shortfalls ("7.9 of 12.0 MBH") convert both numbers. A °F figure is a
 * temperature difference (K) after "within", "by" or "more than", or before "rise", "drop" or
 * "difference"; "ft" is a water head unless the sentence is about altitude. Tube diameters
 * ("0.347 in. ID") become millimetres.
 */

type UnitRule = { kind: QuantityKind | 'tubeDiameter'; suffix: string };

/** I-P labels as messages write them, longest first where one starts another. */
const RULES: ReadonlyArray<[label: string, rule: UnitRule]> = [
  ['°F DB', { kind: 'temperature', suffix: ' DB' }],
  ['°F WB', { kind: 'temperature', suffix: ' WB' }],
  ['°F', { kind: 'temperature', suffix: '' }],
  ['in. w.g.', { kind: 'airPressure', suffix: '' }],
  ['in. w.c.', { kind: 'airPressure', suffix: '' }],
  ['in. ID', { kind: 'tubeDiameter', suffix: ' ID' }],
  ['ft of water', { kind: 'waterPressureDrop', suffix: '' }],
  ['ft w.g.', { kind: 'waterPressureDrop', suffix: '' }],
  ['ft/s', { kind: 'waterVelocity', suffix: '' }],
  ['ft', { kind: 'waterPressureDrop', suffix: '' }],
  ['MBH', { kind: 'capacity', suffix: '' }],
  ['cfm', { kind: 'airflow', suffix: '' }],
  ['gpm', { kind: 'waterFlow', suffix: '' }],
  ['fpm', { kind: 'airVelocity', suffix: '' }],
];
const ruleByLabel = new Map(RULES);

const NUMBER = String.raw`-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const LABELS = RULES.map(([label]) => escapeRegExp(label)).join('|');
/**
 * Optional first number of a range, pair or shortfall; the number; the label (not followed by a
 * letter, so "ft" is not the start of "ft/s" or of a word).
 */
const FIGURE = new RegExp(
  String.raw`(?:(between )(${NUMBER})( and )|(${NUMBER})(–|\/| of ))?(${NUMBER}) ?(${LABELS})(?![A-Za-z/])`,
  'g',
);
const DIFFERENCE_BEFORE = /(?:within|by|more than|less than)\s*$/;
const DIFFERENCE_AFTER = /^\s+(?:rise|drop|difference)\b/;
const MILLIMETRES_PER_INCH = 25.4;

const toNumber = (text: string) => Number(text.replace(/,/g, ''));

function convert(kind: UnitRule['kind'], value: number): string {
  if (kind === 'tubeDiameter')
    return (Math.round(value * MILLIMETRES_PER_INCH * 10) / 10).toLocaleString('en-US', {
      maximumFractionDigits: 1,
    });
  return formatQuantity(kind, value, 'SI', { withUnit: false });
}

const siLabel = (kind: UnitRule['kind']) => (kind === 'tubeDiameter' ? 'mm' : unitLabel(kind, 'SI'));

/** The sentence around a position (for "altitude" beside a bare "ft"). */
function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf(': ', index), 0);
  const end = text.indexOf('. ', index);
  return text.slice(start, end === -1 ? text.length : end);
}

/** An I-P message as the reader of `system` reads it: unchanged in I-P, every I-P figure in SI. */
export function localizeMessage(text: string, system: UnitSystem): string {
  if (system !== 'SI' || text === '') return text;
  return text.replace(
    FIGURE,
    (match, between, betweenFirst, and, first, joiner, value, label, offset: number) => {
      const rule = ruleByLabel.get(label) as UnitRule;
      let kind = rule.kind;
      if (kind === 'temperature') {
        const before = text.slice(Math.max(0, offset - 16), offset);
        const after = text.slice(offset + match.length, offset + match.length + 16);
        if (DIFFERENCE_BEFORE.test(before) || DIFFERENCE_AFTER.test(after)) kind = 'temperatureDifference';
      } else if (label === 'ft' && /altitude/i.test(sentenceAround(text, offset))) {
        kind = 'altitude';
      }
      const figure = `${convert(kind, toNumber(value))} ${siLabel(kind)}${rule.suffix}`;
      if (between) return `${between}${convert(kind, toNumber(betweenFirst))}${and}${figure}`;
      if (first) return `${convert(kind, toNumber(first))}${joiner}${figure}`;
      return figure;
    },
  );
}
