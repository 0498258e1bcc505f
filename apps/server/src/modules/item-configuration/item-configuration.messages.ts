/** What the item configuration calls answer when they refuse; each says what to do next. */
export const itemConfigurationMessages = {
  modelNotFound: (name: string) => `Product model "${name}" was not found. Choose a model from the catalog.`,
  modelNotOffered: (name: string) => `Product model ${name} is no longer offered. Choose another model.`,
  /** The saved line item names a model the catalog no longer has (deleted by an upload). */
  lineItemModelMissing: 'The model of this line item is no longer in the catalog. Choose another model.',
  selectionKindMismatch: (expected: string, model: string) =>
    `Model ${model} takes a ${expected === 'HeatPump' ? 'heat pump (WSHP)' : 'coil'} selection: send Selection.Kind "${expected}".`,
  invalidValues: (count: number) =>
    count === 1 ? 'One chosen option is not valid:' : `${count} chosen options are not valid:`,
  catalogChanging: 'The product catalog is being updated. Please try again in a minute.',
  noPerformance: (model: string) =>
    `No performance can be computed for ${model} with these inputs (no fan curve or coil for the chosen motor and speed).`,
} as const;
