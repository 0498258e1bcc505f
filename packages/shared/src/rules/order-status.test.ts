import { describe, expect, it } from 'vitest';
import {
  decideOrderStatus,
  isOrderStatusId,
  OrderStatus,
  type OrderStatusName,
  orderStatusLabels,
  orderStatusMessages,
  orderStatusNameOf,
} from './order-status.ts';

const names = Object.keys(OrderStatus) as OrderStatusName[];

describe('order status flow', () => {
  it('moves Requested → Entered → Shipped one step at a time', () => {
    expect(decideOrderStatus('Requested', 'Entered')).toEqual({
      allowed: true,
      from: 'Requested',
      to: 'Entered',
    });
    expect(decideOrderStatus('Entered', 'Shipped')).toEqual({
      allowed: true,
      from: 'Entered',
      to: 'Shipped',
    });
  });

  it('cancels any order but a shipped one, with a note', () => {
    for (const from of ['Requested', 'Entered'] as const)
      expect(decideOrderStatus(from, 'Cancelled', 'Customer withdrew').allowed).toBe(true);
    expect(decideOrderStatus('Requested', 'Cancelled', '  ')).toEqual({
      allowed: false,
      from: 'Requested',
      message: orderStatusMessages.cancelNoteRequired,
    });
    expect(decideOrderStatus('Entered', 'Cancelled')).toEqual({
      allowed: false,
      from: 'Entered',
      message: orderStatusMessages.cancelNoteRequired,
    });
    expect(decideOrderStatus('Shipped', 'Cancelled', 'too late')).toEqual({
      allowed: false,
      from: 'Shipped',
      message: orderStatusMessages.shipped,
    });
  });

  it('refuses skipping, going back, staying and leaving an end with a clear message', () => {
    expect(decideOrderStatus('Requested', 'Shipped')).toEqual({
      allowed: false,
      from: 'Requested',
      message:
        'An order moves one step at a time: from Requested it can become Entered or Cancelled, not Shipped.',
    });
    expect(decideOrderStatus('Entered', 'Requested')).toEqual({
      allowed: false,
      from: 'Entered',
      message: 'An order cannot go back: from Entered it cannot become Requested again.',
    });
    expect(decideOrderStatus('Entered', 'Entered')).toMatchObject({
      allowed: false,
      message: 'This order is already Entered.',
    });
    expect(decideOrderStatus('Cancelled', 'Requested')).toMatchObject({
      allowed: false,
      message: orderStatusMessages.cancelled,
    });
    expect(decideOrderStatus('Shipped', 'Entered')).toMatchObject({
      allowed: false,
      message: orderStatusMessages.shipped,
    });
  });

  it('allows exactly the transitions of docs/domain.md section 6', () => {
    const allowed = names.flatMap((from) =>
      names.filter((to) => decideOrderStatus(from, to, 'why').allowed).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      ['Entered→Cancelled', 'Entered→Shipped', 'Requested→Cancelled', 'Requested→Entered'].sort(),
    );
  });

  it('labels each status as a person reads it', () => {
    expect(names.map((name) => orderStatusLabels[name])).toEqual([
      'Requested',
      'Entered',
      'Shipped',
      'Cancelled',
    ]);
  });

  it('maps ids to names both ways', () => {
    for (const name of names) expect(orderStatusNameOf[OrderStatus[name]]).toBe(name);
    expect(isOrderStatusId(2)).toBe(true);
    expect(isOrderStatusId(9)).toBe(false);
  });
});
