/**
 * Money arithmetic of docs/domain.md section 5: amounts are whole cents (numbers that stay safe
 * integers), multipliers are whole ten-thousandths (numeric(6,4) in the database), and every
 * product goes through BigInt, so no binary floating point ever touches a price.
 */

/** A multiplier is held as an integer of 1/10000ths: 0.5235 → 5235. */
export const MULTIPLIER_SCALE = 10_000;
/** Standard and requested multipliers lie in (0, 1.5]: above 1.5 is a typing error, not a markup. */
export const MULTIPLIER_MAX_TEN_THOUSANDTHS = 15_000;

const MULTIPLIER_PATTERN = /^(\d{1,2})(?:\.(\d{1,4}))?$/;
const CENTS_PATTERN = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

function assertCents(cents: number, what = 'cents'): void {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of ${what}: ${cents}`);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new Error(`amount out of range: ${value} cents`);
  return Number(value);
}

/** Integer cents as a decimal string with two places ("1450.00"). */
export function formatCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * An amount as the API writes it ("13980.00", "-3.5") as people read US dollars: "$13,980.00",
 * "-$3.50" (mails, documents). Text that is no amount is shown as it is rather than as a guess.
 */
export function formatDollars(amount: string): string {
  const cents = parseCents(amount);
  if (cents === null) return amount;
  // Stryker disable next-line StringLiteral: formatCents always writes both parts; the defaults only type them.
  const [whole = '0', fraction = '00'] = formatCents(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/** A decimal amount with at most two places ("1234.5", "-3.07") as cents; null when not one. */
export function parseCents(text: string): number | null {
  const match = CENTS_PATTERN.exec(text.trim());
  if (!match) return null;
  // Stryker disable next-line StringLiteral: the sign and whole groups always match; defaults only type them.
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** A multiplier written as a decimal with at most four places ("0.5235") in 1/10000ths; null when not one. */
export function parseMultiplier(text: string): number | null {
  const match = MULTIPLIER_PATTERN.exec(text.trim());
  if (!match) return null;
  // Stryker disable next-line StringLiteral: the whole group always matches; the defaults only type it.
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * MULTIPLIER_SCALE + Number(fraction.padEnd(4, '0'));
}

/** 1/10000ths as the canonical four-place decimal the database stores ("0.5235", "1.0000"). */
export function formatMultiplier(tenThousandths: number): string {
  if (!Number.isSafeInteger(tenThousandths) || tenThousandths < 0)
    throw new Error(`not a multiplier in ten-thousandths: ${tenThousandths}`);
  const whole = Math.trunc(tenThousandths / MULTIPLIER_SCALE);
  return `${whole}.${String(tenThousandths % MULTIPLIER_SCALE).padStart(4, '0')}`;
}

export function isMultiplierInRange(tenThousandths: number): boolean {
  return tenThousandths > 0 && tenThousandths <= MULTIPLIER_MAX_TEN_THOUSANDTHS;
}

/** numerator / denominator rounded half away from zero (commercial "half-up"); denominator > 0. */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('denominator must be positive');
  // Stryker disable next-line EqualityOperator: -0n is 0n, so zero may take either branch.
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  // Stryker disable next-line EqualityOperator: -0n is 0n, so zero may take either branch.
  return numerator < 0n ? -rounded : rounded;
}

/** Net unit price = list × multiplier, rounded to the cent at the line (docs/domain.md section 5). */
export function netUnitPriceCents(listCents: number, multiplierTenThousandths: number): number {
  assertCents(listCents);
  assertCents(multiplierTenThousandths, 'ten-thousandths');
  // Exact in a double while the doubled product stays a safe integer (every real price): the
  // quotient of two integers by remainder, no floating division. BigInt beyond that, where the
  // double may already be rounded.
  const numerator = Math.abs(listCents * multiplierTenThousandths) * 2 + MULTIPLIER_SCALE;
  // Stryker disable next-line ConditionalExpression,BlockStatement: the BigInt path answers the same.
  if (Number.isSafeInteger(numerator)) {
    const denominator = MULTIPLIER_SCALE * 2;
    const rounded = (numerator - (numerator % denominator)) / denominator;
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: 0 stays 0; x / m has the sign of x × m.
    return listCents * multiplierTenThousandths < 0 && rounded !== 0 ? -rounded : rounded;
  }
  return toSafeNumber(
    divideRoundingHalfUp(BigInt(listCents) * BigInt(multiplierTenThousandths), BigInt(MULTIPLIER_SCALE)),
  );
}

/** Unit list price = base price + the adders of the chosen options. */
export function unitListPriceCents(baseCents: number, adderCents: readonly number[]): number {
  return sumCents([baseCents, ...adderCents]);
}

/** Extended price = quantity × unit price (both exact, so no rounding). */
export function extendedCents(quantity: number, unitCents: number): number {
  assertCents(quantity, 'units');
  assertCents(unitCents);
  const product = quantity * unitCents;
  // A product of two safe integers that is itself safe is exact; only a larger one needs BigInt.
  // Stryker disable next-line ConditionalExpression: the BigInt path answers the same.
  if (Number.isSafeInteger(product)) return product === 0 ? 0 : product; // never -0
  return toSafeNumber(BigInt(quantity) * BigInt(unitCents));
}

export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const cents of amounts) {
    assertCents(cents);
    total += cents;
    // Every partial sum of safe integers that stays safe is exact; past that, BigInt says exactly.
    if (!Number.isSafeInteger(total)) return sumCentsExactly(amounts);
  }
  return total;
}

function sumCentsExactly(amounts: readonly number[]): number {
  let total = 0n;
  for (const cents of amounts) total += BigInt(cents);
  return toSafeNumber(total);
}
