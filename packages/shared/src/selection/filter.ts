import type { FilterPressureDrop } from './selection-schemas.ts';

/** Face velocity the filter constants are referred to, fpm. */
export const FILTER_REFERENCE_VELOCITY_FPM = 500;

export function filterFaceVelocityFpm(filter: FilterPressureDrop, cfm: number): number {
  return cfm / filter.FaceAreaSqFt;
}

/** Clean-filter pressure drop, in. w.c.: ΔP = K · (V / 500)^N with V the face velocity in fpm. */
export function filterPressureDropInWg(filter: FilterPressureDrop, cfm: number): number {
  const velocity = filterFaceVelocityFpm(filter, cfm);
  return velocity <= 0 ? 0 : filter.K * (velocity / FILTER_REFERENCE_VELOCITY_FPM) ** filter.N;
}
