/**
 * Root of a continuous function on [low, high] whose ends have opposite signs (Illinois variant of
 * regula falsi: superlinear like the secant method, bracketed like bisection). Returns null when the
 * ends do not bracket a root. The engine solves only smooth monotone functions (water flow for a
 * leaving fluid temperature, UA for a rated capacity), where this takes 5–10 evaluations instead of
 * bisection's 30–40: it runs on every keystroke. It stops when the bracket is narrower than
 * `tolerance` (relative) or |fn(x)| ≤ `valueTolerance`.
 */
export function findRoot(
  fn: (x: number) => number,
  low: number,
  high: number,
  tolerance = 1e-9,
  maxIterations = 60,
  valueTolerance = 1e-12,
): number | null {
  let a = low;
  let b = high;
  let fa = fn(a);
  let fb = fn(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (!Number.isFinite(fa) || !Number.isFinite(fb) || fa * fb > 0) return null;
  let side = 0;
  let x = a;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    x = (a * fb - b * fa) / (fb - fa);
    const fx = fn(x);
    if (Math.abs(fx) <= valueTolerance || Math.abs(b - a) < tolerance * Math.max(1, Math.abs(x))) return x;
    if (fx * fb > 0) {
      b = x;
      fb = fx;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = x;
      fa = fx;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return x;
}

/**
 * Root of a smooth monotone function near a first guess, by the secant method started with an
 * estimate of the slope, kept within [low, high]: 3–5 evaluations where findRoot over the whole range
 * takes 8–10. Returns null when the root lies outside [low, high].
 */
export function findRootNear(
  fn: (x: number) => number,
  firstGuess: number,
  slopeGuess: number,
  low: number,
  high: number,
  valueTolerance: number,
  maxIterations = 30,
): number | null {
  const clamp = (x: number) => Math.min(high, Math.max(low, x));
  let a = clamp(firstGuess);
  let fa = fn(a);
  if (Math.abs(fa) <= valueTolerance) return a;
  let b = clamp(a - fa / slopeGuess);
  if (b === a) b = a === high ? a - (high - low) * 1e-3 : a + (high - low) * 1e-3;
  let fb = fn(b);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    if (Math.abs(fb) <= valueTolerance) return b;
    const slope = (fb - fa) / (b - a);
    const next = b - fb / (slope !== 0 && Number.isFinite(slope) ? slope : slopeGuess);
    if (!(next > low && next < high)) {
      // The secant points past a bound: the root is there only if the function changes sign on the way.
      const bound = next <= low ? low : high;
      const atBound = fn(bound);
      if (Math.abs(atBound) <= valueTolerance) return bound;
      if (atBound * fb > 0) return null;
      return findRoot(fn, Math.min(b, bound), Math.max(b, bound), 1e-12, 60, valueTolerance);
    }
    a = b;
    fa = fb;
    b = next;
    fb = fn(next);
  }
  return findRoot(fn, low, high, 1e-12, 60, valueTolerance);
}
