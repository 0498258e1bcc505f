/** What the line item calls answer when they refuse; each says what to do next. */
export const lineItemMessages = {
  duplicateTag: (tag: string) => `Tag "${tag}" is already used in this schedule. Choose another tag.`,
  categoryNotOfType:
    'The chosen category does not belong to the chosen product type. Choose the category again.',
  classNotOfCategory:
    'The chosen model class does not belong to the chosen category. Choose the model class again.',
  modelNotOfClass: 'The chosen model does not belong to the chosen model class. Choose the model again.',
  notOffered: 'The chosen model is no longer offered. Choose another one.',
  /** Quoting or ordering units that miss their requirements without an override (ADR 29). */
  requirementsMissed: (misses: readonly string[]) =>
    `${misses.length === 1 ? 'A unit misses' : `${misses.length} units miss`} the line item's requirements: ${misses.join(' · ')}. Open the configuration and choose a unit that meets them, or save it with an override reason.`,
} as const;

/** The bulk change and re-selection of many line items (issue #14 part 3, ADR 0038). */
export const bulkLineItemMessages = {
  duplicateItems: 'A line item is listed twice. Choose each line item once.',
  refused: (problems: readonly string[]) =>
    `Nothing was changed: ${problems.length === 1 ? 'one line item cannot take this change' : `${problems.length} line items cannot take this change`}. ${problems.join(' · ')}.`,
  noSelection: (tag: string, model: string) =>
    `${tag} (${model}) has no saved selection, so it has no design conditions to change: open its configuration and select it first`,
  noCoolingCoil: (tag: string, model: string) => `${tag} (${model}) has no chilled water coil selected`,
  noHeatingCoil: (tag: string, model: string) => `${tag} (${model}) has no hot water coil selected`,
  wetAboveDry: (tag: string, model: string, wetBulbF: number, dryBulbF: number) =>
    `${tag} (${model}) would have an entering air wet bulb of ${wetBulbF} °F above its dry bulb of ${dryBulbF} °F`,
  heatPumpWaterRange: (tag: string, model: string) =>
    `${tag} (${model}) is a water-source heat pump, rated for entering water between 20 and 130 °F`,
  noSuchOption: (tag: string, model: string, segment: string) => `${tag} (${model}) has no option ${segment}`,
  noSuchValue: (tag: string, model: string, segment: string, code: string, codes: readonly string[]) =>
    `${tag} (${model}) offers no ${segment} "${code}" (it offers ${codes.join(', ')})`,
  optionsRefused: (tag: string, model: string, problems: readonly string[]) =>
    `${tag} (${model}): ${problems.join(' ')}`,
  nothingToReselect: (tag: string, model: string) =>
    `${tag} (${model}) has no saved selection to compute again: open its configuration and select it`,
  /** Quoting while units wait for re-selection (issue #14 part 3). */
  reselectionPending: (tags: readonly string[]) =>
    `${tags.length === 1 ? 'A unit needs' : `${tags.length} units need`} re-selection after its options or design conditions changed: ${tags.join(', ')}. Re-select ${tags.length === 1 ? 'it' : 'them'} in the schedule (or configure and save with an override reason) before quoting.`,
} as const;
