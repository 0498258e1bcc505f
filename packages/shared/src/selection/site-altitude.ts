/** The site altitudes a selection accepts, ft (the selection inputs' AltitudeFt, the curve checks). */
export const SITE_ALTITUDE_FT = { Min: -1000, Max: 10_000 } as const;
