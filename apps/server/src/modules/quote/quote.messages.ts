export const quoteServiceMessages = {
  quoteNotFound: 'Quote not found.',
  noteNotFound: 'Note not found.',
  netAddNotFound: 'Net add not found.',
  scheduleNotInProject: "Each schedule of a quote must belong to the quote's project.",
  projectMismatch: 'This quote belongs to another project. Reload and try again.',
  unknownBrand: 'Choose a brand from the list.',
  validUntilPast: 'Valid until cannot be in the past.',
  newQuoteStatus: 'A new quote starts open; change its status after saving it.',
  revisionWithStatus: 'A new revision starts open; change its status after saving it.',
  notYourNote: 'Only the author of a note can change it.',
  noteNotEditable: 'This note records a status change or review and cannot be changed.',
  quoteNumberTaken: 'Someone else revised this quote at the same time. Reload to see their revision.',
} as const;
