/** Spec section 9: a wide select opens a 300 px popover, for options longer than their box. */
export const WIDE_SELECT_WIDTH_PX = 300;

/** Spread into a Mantine Select's `comboboxProps`: the list is 300 px wide, under the box's start. */
export const wideSelectComboboxProps = { width: WIDE_SELECT_WIDTH_PX, position: 'bottom-start' } as const;
