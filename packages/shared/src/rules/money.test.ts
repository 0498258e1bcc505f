import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRoundingHalfUp,
  extendedCents,
  formatCents,
  formatDollars,
  formatMultiplier,
  isMultiplierInRange,
  MULTIPLIER_SCALE,
  netUnitPriceCents,
  parseCents,
  parseMultiplier,
  sumCents,
  unitListPriceCents,
} from './money.ts';

/** Cents of a realistic unit price (up to $10M) and multipliers in the allowed range. */
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const multiplier = fc.integer({ min: 1, max: 15_000 });

describe('formatDollars', () => {
  it('writes an amount of the API as dollars with thousands separators (issue #15 item 9)', () => {
    expect(formatDollars('13980.00')).toBe('$13,980.00');
    expect(formatDollars('1234567.5')).toBe('$1,234,567.50');
    expect(formatDollars('999.99')).toBe('$999.99');
    expect(formatDollars('1000')).toBe('$1,000.00');
    expect(formatDollars('0.05')).toBe('$0.05');
    expect(formatDollars('-3.5')).toBe('-$3.50');
    expect(formatDollars('-0.00')).toBe('$0.00');
    expect(formatDollars('n/a')).toBe('n/a');
  });
});

describe('formatCents and parseCents', () => {
  it('write and read decimals with two places', () => {
    expect(formatCents(145_000)).toBe('1450.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-2.50');
    // Zero has no sign, however it was computed.
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-0)).toBe('0.00');
    expect(formatCents(-5)).toBe('-0.05');
    expect(parseCents('1234.57')).toBe(123_457);
    expect(parseCents('1234.5')).toBe(123_450);
    expect(parseCents(' 7 ')).toBe(700);
    expect(parseCents('-0.07')).toBe(-7);
    for (const bad of ['', '1.234', '1,234.00', 'abc', '1e3', '.5', '--1'])
      expect(parseCents(bad), bad).toBeNull();
    expect(() => formatCents(1.5)).toThrow('not a whole number of cents');
  });

  it('round-trip every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(parseCents(formatCents(amount))).toBe(amount);
      }),
    );
  });
});

describe('parseMultiplier and formatMultiplier', () => {
  it('read up to four places and write exactly four', () => {
    expect(parseMultiplier('0.5235')).toBe(5235);
    expect(parseMultiplier('0.5')).toBe(5000);
    expect(parseMultiplier('1')).toBe(10_000);
    expect(parseMultiplier(' 0.5235 ')).toBe(5235);
    expect(formatMultiplier(5235)).toBe('0.5235');
    expect(formatMultiplier(500)).toBe('0.0500');
    expect(formatMultiplier(15_000)).toBe('1.5000');
    expect(formatMultiplier(0)).toBe('0.0000');
    for (const bad of ['', '0.52351', '-0.5', '0,5', 'x', '100.0', '.5'])
      expect(parseMultiplier(bad), bad).toBeNull();
    expect(() => formatMultiplier(-1)).toThrow('not a multiplier in ten-thousandths: -1');
    expect(() => formatMultiplier(0.5)).toThrow('not a multiplier in ten-thousandths: 0.5');
  });

  it('accepts 1.5 and nothing above it, and nothing at or below zero', () => {
    expect(isMultiplierInRange(15_000)).toBe(true);
    expect(isMultiplierInRange(15_001)).toBe(false);
    expect(isMultiplierInRange(1)).toBe(true);
    expect(isMultiplierInRange(0)).toBe(false);
    expect(isMultiplierInRange(-1)).toBe(false);
  });

  it('round-trip every multiplier and keep the range check exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_9999 }), (tenThousandths) => {
        expect(parseMultiplier(formatMultiplier(tenThousandths))).toBe(tenThousandths);
        expect(isMultiplierInRange(tenThousandths)).toBe(tenThousandths > 0 && tenThousandths <= 15_000);
      }),
    );
  });
});

describe('netUnitPriceCents', () => {
  it('rounds list × multiplier to the cent, half up', () => {
    // $1,234.57 × 0.5235 = $646.297395 → $646.30
    expect(netUnitPriceCents(123_457, 5235)).toBe(64_630);
    // $2.01 × 0.5 = $1.005 → $1.01 (half up), where binary floating point gives $1.00.
    expect(netUnitPriceCents(201, 5000)).toBe(101);
    expect(Math.round(2.01 * 0.5 * 100)).toBe(100);
    // $0.01 × 0.4999 rounds down to nothing, × 0.5 up to a cent.
    expect(netUnitPriceCents(1, 4999)).toBe(0);
    expect(netUnitPriceCents(1, 5000)).toBe(1);
    expect(netUnitPriceCents(123_456, MULTIPLIER_SCALE)).toBe(123_456);
    expect(() => netUnitPriceCents(100, 0.5)).toThrow('not a whole number of ten-thousandths: 0.5');
  });

  it('stays exact where a double product of list and multiplier would round', () => {
    // 2,000,000,000,001 × 0.4999 = 999,800,000,000.4999 cents exactly, so it rounds down; the product
    // 9,998,000,000,004,999 is past 2^53, where a double holds it as …5000 and would round up.
    expect(2_000_000_000_001 * 4999).toBe(9_998_000_000_005_000);
    expect(netUnitPriceCents(2_000_000_000_001, 4999)).toBe(999_800_000_000);
    expect(netUnitPriceCents(-2_000_000_000_001, 4999)).toBe(-999_800_000_000);
  });

  it('is within half a cent of the exact product and never above it by more', () => {
    fc.assert(
      fc.property(cents, multiplier, (list, factor) => {
        const net = BigInt(netUnitPriceCents(list, factor));
        // |net × 10000 − list × factor| ≤ 5000, with a tie resolved upwards.
        const difference = net * 10_000n - BigInt(list) * BigInt(factor);
        expect(difference >= -5000n && difference <= 5000n).toBe(true);
        if (difference === -5000n) throw new Error('a tie was rounded down');
      }),
    );
  });

  it('grows with the list price and with the multiplier', () => {
    fc.assert(
      fc.property(cents, cents, multiplier, multiplier, (a, b, m, n) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [small, large] = m <= n ? [m, n] : [n, m];
        expect(netUnitPriceCents(low, small)).toBeLessThanOrEqual(netUnitPriceCents(high, small));
        expect(netUnitPriceCents(low, small)).toBeLessThanOrEqual(netUnitPriceCents(low, large));
      }),
    );
  });
});

describe('divideRoundingHalfUp', () => {
  it('rounds halves away from zero on both signs', () => {
    expect(divideRoundingHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundingHalfUp(14n, 10n)).toBe(1n);
    expect(divideRoundingHalfUp(-15n, 10n)).toBe(-2n);
    expect(divideRoundingHalfUp(-14n, 10n)).toBe(-1n);
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow('denominator');
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          expect(divideRoundingHalfUp(-n, d)).toBe(-divideRoundingHalfUp(n, d));
        },
      ),
    );
  });
});

describe('line and quote sums', () => {
  it('extends a line exactly: qty 3 of $1,234.57 at 0.5235 is 3 × $646.30', () => {
    const net = netUnitPriceCents(123_457, 5235);
    expect(extendedCents(3, net)).toBe(193_890);
    expect(formatCents(extendedCents(3, net))).toBe('1938.90');
  });

  it('adds base and adders exactly', () => {
    expect(unitListPriceCents(208_000, [4500, 0, 12_575])).toBe(225_075);
    expect(unitListPriceCents(100, [])).toBe(100);
  });

  it('rounds at the line: the total is the sum of the rounded lines, whatever the order', () => {
    const line = fc.record({ qty: fc.integer({ min: 1, max: 1000 }), list: cents, factor: multiplier });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const extended = lines.map(({ qty, list, factor }) =>
          extendedCents(qty, netUnitPriceCents(list, factor)),
        );
        const total = sumCents(extended);
        expect(sumCents([...extended].reverse())).toBe(total);
        let running = 0n;
        for (const amount of extended) running += BigInt(amount);
        expect(BigInt(total)).toBe(running);
        // Rounded at the line: the total is within half a cent per unit of the exact sum.
        const exact = lines.reduce(
          (sum, { qty, list, factor }) => sum + BigInt(qty * list) * BigInt(factor),
          0n,
        );
        const units = lines.reduce((sum, { qty }) => sum + qty, 0);
        const drift = BigInt(total) * 10_000n - exact;
        expect(drift <= BigInt(units) * 5000n && drift >= -BigInt(units) * 5000n).toBe(true);
      }),
    );
  });

  it('refuses amounts that are not whole cents or would lose precision', () => {
    expect(() => sumCents([0.5])).toThrow('not a whole number');
    // Every amount is checked, not only the first.
    expect(() => sumCents([100, 0.5])).toThrow('not a whole number of cents: 0.5');
    expect(() => extendedCents(1.5, 100)).toThrow('not a whole number of units');
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow('out of range');
  });

  it('answers exactly what BigInt arithmetic answers, on the fast path and past it', () => {
    const reference = {
      net: (list: bigint, factor: bigint) => divideRoundingHalfUp(list * factor, BigInt(MULTIPLIER_SCALE)),
      extended: (qty: bigint, unit: bigint) => qty * unit,
    };
    // Up to the largest safe amounts, so both the Number path and the BigInt path are taken.
    const anyCents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    const bigFactor = fc.integer({ min: 0, max: 2_000_000 });
    const inRange = (value: bigint) =>
      value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER);
    fc.assert(
      fc.property(fc.oneof(cents, anyCents), fc.oneof(multiplier, bigFactor), (list, factor) => {
        const expected = reference.net(BigInt(list), BigInt(factor));
        if (inRange(expected)) expect(netUnitPriceCents(list, factor)).toBe(Number(expected));
        else expect(() => netUnitPriceCents(list, factor)).toThrow('out of range');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10_000 }), anyCents),
        fc.oneof(cents, anyCents),
        (qty, unit) => {
          const expected = reference.extended(BigInt(qty), BigInt(unit));
          if (inRange(expected)) expect(extendedCents(qty, unit)).toBe(Number(expected));
          else expect(() => extendedCents(qty, unit)).toThrow('out of range');
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(cents, anyCents), { maxLength: 20 }), (amounts) => {
        const expected = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
        if (inRange(expected)) expect(sumCents(amounts)).toBe(Number(expected));
        else expect(() => sumCents(amounts)).toThrow('out of range');
      }),
      { numRuns: 2000 },
    );
    // A partial sum past the safe range that comes back is still exact.
    expect(sumCents([Number.MAX_SAFE_INTEGER, 1, -1])).toBe(Number.MAX_SAFE_INTEGER);
    expect(sumCents([Number.MIN_SAFE_INTEGER, -1, 1])).toBe(Number.MIN_SAFE_INTEGER);
    expect(() => sumCents([Number.MIN_SAFE_INTEGER, -1])).toThrow(
      'amount out of range: -9007199254740992 cents',
    );
  });
});
