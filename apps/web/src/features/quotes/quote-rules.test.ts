import { describe, expect, it } from 'vitest';
import { quote } from '../../test/quote-test-data.ts';
import { actorOf, defaultValidUntil, statusActionsOf } from './quote-rules.ts';

const user = (permissions: string[], admin = false) =>
  actorOf({ UserPermissions: permissions, AppUser: { IsAppAdmin: admin, IsSysAdmin: false } });
const rep = user(['quote.view', 'quote.edit']);
const labels = (actions: { label: string }[]) => actions.map((action) => action.label);

describe('statusActionsOf', () => {
  it('an open quote offers Hold and Cancel to an editor', () => {
    expect(labels(statusActionsOf(quote(), rep))).toEqual(['Hold', 'Cancel quote']);
  });

  it('a held quote offers Resume (back to Open) and Cancel', () => {
    const actions = statusActionsOf(quote({ QuoteStatusId: 4, NextStatusIds: [1, 6] }), rep);
    expect(actions.map((action) => [action.label, action.toId])).toEqual([
      ['Resume', 1],
      ['Cancel quote', 6],
    ]);
  });

  it('only an admin may reopen a cancelled quote', () => {
    const cancelled = quote({ QuoteStatusId: 6, NextStatusIds: [1] });
    expect(statusActionsOf(cancelled, rep)).toEqual([]);
    expect(labels(statusActionsOf(cancelled, user(['quote.view', 'quote.edit'], true)))).toEqual(['Reopen']);
  });

  it('offers nothing on a superseded revision, to a reader, or beyond what the server offered', () => {
    expect(statusActionsOf(quote({ IsSuperseded: true }), rep)).toEqual([]);
    expect(statusActionsOf(quote(), user(['quote.view']))).toEqual([]);
    expect(labels(statusActionsOf(quote({ NextStatusIds: [4] }), rep))).toEqual(['Hold']);
  });
});

describe('defaultValidUntil', () => {
  it('is thirty days ahead, across a month end', () => {
    expect(defaultValidUntil(new Date(2026, 10, 21))).toBe('2026-12-21');
    expect(defaultValidUntil(new Date(2026, 0, 31))).toBe('2026-03-02');
  });
});
