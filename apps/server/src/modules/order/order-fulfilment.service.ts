import {
  type OrderAddress,
  type OrderFulfilment,
  type OrderSnapshot,
  orderMessages,
} from '@airquote/shared/contracts/order/order-schemas';
import { addWorkingDays } from '@airquote/shared/rules/lead-time';
import { OrderStatus } from '@airquote/shared/rules/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { readOrderSettings } from '../config/order-settings.service.ts';
import { findCountry, findStateProvince, listCountriesWithStates } from '../location/location.repository.ts';
import { recordQuoteStep } from '../quote/quote-step.service.ts';
import { lockVisibleOrder, updateOrderFulfilmentIfVersion } from './order.repository.ts';
import { orderDayOf } from './order-fulfilment.ts';
import { loadOrder } from './order-read.service.ts';

/** Country from the list; a state of that country, required where the country has states. */
export async function checkOrderAddress(db: DatabaseOrTransaction, which: string, address: OrderAddress) {
  if (!(await findCountry(db, address.CountryCode))) throw badRequest(orderMessages.unknownCountry(which));
  const { stateRows } = await listCountriesWithStates(db);
  const hasStates = stateRows.some((state) => state.countryCode === address.CountryCode);
  if (address.StateProvinceCode === '') {
    if (hasStates) throw badRequest(orderMessages.stateRequired(which));
    return;
  }
  if (!(await findStateProvince(db, address.CountryCode, address.StateProvinceCode)))
    throw badRequest(orderMessages.unknownState(which));
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * PUT ProjectOrder/fulfilment: order processing records the ERP order number, carrier, tracking
 * number, actual ship date and a requested ship date per line (at least the admin's minimum lead time
 * in working days after the order date). The whole record is replaced; each save is an event.
 */
export async function saveOrderFulfilment(
  deps: AppDeps,
  actor: Actor,
  input: {
    ProjectOrderId: number;
    RowVersion: number;
    ErpOrderNumber: string;
    Carrier: string;
    TrackingNumber: string;
    ActualShipDate: string | null;
    LineShipDates: { ProjectScheduleLineItemId: number; RequestedShipDate: string }[];
  },
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockVisibleOrder(tx, actor, input.ProjectOrderId);
    if (!row) throw notFound(orderMessages.notFound);
    const { order } = row;
    if (order.status === OrderStatus.Shipped || order.status === OrderStatus.Cancelled)
      throw badRequest(orderMessages.orderFinal);
    const snapshot = order.snapshot as OrderSnapshot;
    const orderDay = orderDayOf(order.dateCreated);
    const { MinLeadTimeWorkingDays } = await readOrderSettings(tx);
    const earliest = addWorkingDays(orderDay, MinLeadTimeWorkingDays);
    const seen = new Set<number>();
    for (const line of input.LineShipDates) {
      const item = snapshot.LineItems.find(
        (candidate) => candidate.ProjectScheduleLineItemId === line.ProjectScheduleLineItemId,
      );
      if (!item) throw badRequest(orderMessages.unknownLine(line.ProjectScheduleLineItemId));
      if (seen.has(line.ProjectScheduleLineItemId))
        throw badRequest(orderMessages.duplicateLine(line.ProjectScheduleLineItemId));
      seen.add(line.ProjectScheduleLineItemId);
      if (line.RequestedShipDate < earliest)
        throw badRequest(orderMessages.lineShipDateTooEarly(item.ItemTag, earliest, MinLeadTimeWorkingDays));
    }
    if (input.ActualShipDate !== null) {
      if (input.ActualShipDate > todayUtc()) throw badRequest(orderMessages.actualShipDateFuture);
      if (input.ActualShipDate < orderDay) throw badRequest(orderMessages.actualShipDateBeforeOrder);
    }
    const fulfilment: OrderFulfilment = {
      ErpOrderNumber: input.ErpOrderNumber,
      Carrier: input.Carrier,
      TrackingNumber: input.TrackingNumber,
      ActualShipDate: input.ActualShipDate,
      LineShipDates: input.LineShipDates,
    };
    const updated = await updateOrderFulfilmentIfVersion(tx, order.projectOrderId, input.RowVersion, {
      fulfilment,
      modifiedByUserId: actor.userId,
    });
    updatedOrStale(updated);
    const recorded = [
      fulfilment.ErpOrderNumber && `ERP order number ${fulfilment.ErpOrderNumber}`,
      fulfilment.LineShipDates.length > 0 && `${fulfilment.LineShipDates.length} line ship date(s)`,
      fulfilment.Carrier && `carrier ${fulfilment.Carrier}`,
      fulfilment.TrackingNumber && `tracking ${fulfilment.TrackingNumber}`,
      fulfilment.ActualShipDate && `shipped on ${fulfilment.ActualShipDate}`,
    ].filter(Boolean);
    await recordQuoteStep(
      tx,
      actor,
      {
        projectQuoteId: order.projectQuoteId,
        projectId: row.projectId,
        quoteNumber: row.quoteNumber,
        revision: row.revision,
      },
      {
        kind: 'Order',
        action: 'OrderDataRecorded',
        summary: `Recorded order data of ${order.orderNumber}`,
        note: `Order ${order.orderNumber}: recorded ${recorded.length > 0 ? recorded.join(', ') : 'no data'}.`,
      },
    );
  });
  return loadOrder(deps.db, actor, input.ProjectOrderId);
}
