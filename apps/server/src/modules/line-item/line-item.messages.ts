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
