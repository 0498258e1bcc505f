/** Spec section 9: a wide select opens a 300 px popover, for options longer than their box. */
export const WIDE_SELECT_WIDTH_PX = 300;

/** Spread into a Mantine Select's `comboboxProps`: the list is 300 px wide, under the box's start. */
export const wideSelectComboboxProps = { width: WIDE_SELECT_WIDTH_PX, position: 'bottom-start' } as const;

/**
 * Spread into a Mantine Select's `comboboxProps` on a screen of many selects: the list is drawn when
 * it opens. Mantine otherwise keeps every list drawn (hidden) from the first draw and places each one
 * beside its box then, ~1 ms a select before the screen shows (issue #18).
 */
export const listDrawnOnOpen = { keepMounted: false } as const;
