import {
  type OrderAddress,
  type OrderSnapshot,
  orderMessages,
} from '@airquote/shared/contracts/order/order-schemas';
import { decideOrderStatus, OrderStatus, orderStatusLabels } from '@airquote/shared/rules/order-status';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { requireRequirementsMetOrOverridden } from '../line-item/line-item-requirements.ts';
import { orderRequestMail, orderStatusMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { userOf } from '../quote/eng-request.repository.ts';
import { quoteServiceMessages } from '../quote/quote.messages.ts';
import { lockVisibleQuote, selectQuoteScheduleIds } from '../quote/quote.repository.ts';
import type { insertNote } from '../quote/quote-detail.repository.ts';
import { loadQuote } from '../quote/quote-read.service.ts';
import {
  applyQuoteAction,
  machineStateOf,
  quoteLabel,
  requireAllowed,
} from '../quote/quote-status-change.ts';
import { recordQuoteStep } from '../quote/quote-step.service.ts';
import {
  findOrderOfQuote,
  hasPendingReview,
  insertOrder,
  lockVisibleOrder,
  nextOrderNumber,
  selectOrderProcessors,
  updateOrderStatusIfVersion,
} from './order.repository.ts';
import { checkOrderAddress } from './order-fulfilment.service.ts';
import { fulfilmentOf, linesWithoutShipDate } from './order-fulfilment.ts';
import { loadOrder, orderStatusNameFor } from './order-read.service.ts';

const orderUrl = (deps: AppDeps, orderId: number) => `${deps.env.appUrl}/topmenu/orders/${orderId}`;

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * POST ProjectOrder: the quote goes Open → Ordered through the status machine (refused while a review
 * is pending), the order is Requested with the priced lines and totals frozen as the quote reads now,
 * ship-to/bill-to come from the quote, and every order processing user is mailed through the outbox.
 */
export async function createOrder(
  deps: AppDeps,
  actor: Actor,
  input: {
    ProjectQuoteId: number;
    RowVersion: number;
    PoNumber: string;
    RequestedShipDate: string;
    Note: string;
    ShipTo?: OrderAddress;
    BillTo?: OrderAddress;
  },
) {
  // Issue 15 item 6: no order leaves without both addresses (the form prefills them from the quote).
  const { ShipTo, BillTo } = input;
  if (!ShipTo) throw badRequest(orderMessages.shipToMissing);
  if (!BillTo) throw badRequest(orderMessages.billToMissing);
  const orderId = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote, projectName } = locked;
    const pending = await hasPendingReview(tx, quote.projectQuoteId);
    // The machine's refusal first (status, permission, pending review): the message a person acts on.
    requireAllowed(decideQuoteAction(machineStateOf(quote, { hasPendingReview: pending }), 'Order', actor));
    assertRowVersion(quote, input.RowVersion);
    if (await findOrderOfQuote(tx, quote.projectQuoteId)) throw badRequest(orderMessages.alreadyOrdered);
    if (input.RequestedShipDate < todayUtc()) throw badRequest(orderMessages.shipDatePast);
    await checkOrderAddress(tx, 'Ship-to address', ShipTo);
    await checkOrderAddress(tx, 'Bill-to address', BillTo);
    await requireRequirementsMetOrOverridden(
      tx,
      (await selectQuoteScheduleIds(tx, [quote.projectQuoteId])).get(quote.projectQuoteId) ?? [],
    );
    const processors = await selectOrderProcessors(tx);
    if (processors.length === 0) throw badRequest(orderMessages.noOrderProcessing);
    // Frozen as priced (whoever orders): the order keeps these figures whatever changes later.
    const priced = await loadQuote(tx, { ...actor, canSeePrices: true }, quote.projectQuoteId);
    if (!priced.Totals || priced.Totals.Total === null) throw badRequest(orderMessages.noTotal);
    const snapshot: OrderSnapshot = {
      LineItems: priced.LineItems,
      NetAdds: priced.NetAdds,
      Totals: priced.Totals,
    };
    const moved = await applyQuoteAction(tx, actor, quote, 'Order', { hasPendingReview: pending });
    const order = await insertOrder(tx, {
      orderNumber: await nextOrderNumber(tx),
      projectQuoteId: quote.projectQuoteId,
      poNumber: input.PoNumber,
      requestedShipDate: input.RequestedShipDate,
      shipToLocationId: quote.shipToLocationId,
      billToLocationId: quote.billToLocationId,
      shipToAddress: ShipTo,
      billToAddress: BillTo,
      snapshot,
      createdByUserId: actor.userId,
      modifiedByUserId: actor.userId,
    });
    const extra = input.Note ? ` Note: ${input.Note}` : '';
    await recordOrderStep(tx, actor, moved, {
      action: 'OrderRequested',
      summary: `Requested order ${order.orderNumber} (PO ${order.poNumber})`,
      note: `Ordered: order ${order.orderNumber}, PO number ${order.poNumber}, requested ship date ${order.requestedShipDate}.${extra}`,
    });
    const requester = await userOf(tx, actor.userId);
    for (const processor of processors)
      await enqueueMail(
        tx,
        orderRequestMail(
          processor.emailAddress,
          {
            requesterName: requester.name,
            orderNumber: order.orderNumber,
            quoteLabel: quoteLabel(quote),
            projectName,
            poNumber: order.poNumber,
            requestedShipDate: order.requestedShipDate,
            total: priced.Totals.Total,
            note: input.Note,
          },
          orderUrl(deps, order.projectOrderId),
        ),
      );
    return order.projectOrderId;
  });
  deps.mailWorker.kick();
  return loadOrder(deps.db, actor, orderId);
}

/** The event and the quote note of an order step, in the actor's transaction. */
async function recordOrderStep(
  tx: Parameters<typeof insertNote>[0],
  actor: Actor,
  quote: { projectQuoteId: number; projectId: number; quoteNumber: string; revision: number },
  step: { action: string; summary: string; note: string },
) {
  await recordQuoteStep(tx, actor, quote, { kind: 'Order', ...step });
}

/**
 * PUT ProjectOrder/status: order processing moves the order one step (rules/order-status.ts); each
 * step is a quote note, an event and a mail to the requester.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectOrderId: number; Status: number; Note: string; RowVersion: number },
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockVisibleOrder(tx, actor, input.ProjectOrderId);
    if (!row) throw notFound(orderMessages.notFound);
    const from = orderStatusNameFor(row.order.status);
    const decision = decideOrderStatus(from, orderStatusNameFor(input.Status), input.Note);
    if (!decision.allowed) throw badRequest(decision.message);
    // Issue 15 item 6: acknowledging (Entered) needs the ERP number and every line's ship date; shipping
    // needs carrier, tracking number and the actual ship date (recorded with PUT ProjectOrder/fulfilment).
    const fulfilment = fulfilmentOf(row.order.fulfilment);
    const snapshot = row.order.snapshot as OrderSnapshot;
    if (decision.to === 'Entered') {
      if (!fulfilment.ErpOrderNumber) throw badRequest(orderMessages.acknowledgeNeedsErp);
      const missing = linesWithoutShipDate(snapshot, fulfilment);
      if (missing.length > 0) throw badRequest(orderMessages.acknowledgeNeedsLineDates(missing.join(', ')));
    }
    if (decision.to === 'Shipped') {
      const missing = [
        !fulfilment.Carrier && 'carrier',
        !fulfilment.TrackingNumber && 'tracking number',
        !fulfilment.ActualShipDate && 'actual ship date',
      ].filter((item): item is string => Boolean(item));
      if (missing.length > 0) throw badRequest(orderMessages.shipNeedsData(missing.join(', ')));
    }
    const updated = updatedOrStale(
      await updateOrderStatusIfVersion(tx, row.order.projectOrderId, input.RowVersion, {
        status: OrderStatus[decision.to],
        modifiedByUserId: actor.userId,
      }),
    );
    const label = orderStatusLabels[decision.to];
    const tagOf = (lineId: number) =>
      snapshot.LineItems.find((line) => line.ProjectScheduleLineItemId === lineId)?.ItemTag ?? `#${lineId}`;
    const details =
      decision.to === 'Entered'
        ? [
            `ERP order number: ${fulfilment.ErpOrderNumber}`,
            ...fulfilment.LineShipDates.map(
              (line) =>
                `Requested ship date of ${tagOf(line.ProjectScheduleLineItemId)}: ${line.RequestedShipDate}`,
            ),
          ]
        : decision.to === 'Shipped'
          ? [
              `ERP order number: ${fulfilment.ErpOrderNumber}`,
              `Carrier: ${fulfilment.Carrier}`,
              `Tracking number: ${fulfilment.TrackingNumber}`,
              `Shipped on: ${fulfilment.ActualShipDate}`,
            ]
          : [];
    const quote = {
      projectQuoteId: updated.projectQuoteId,
      projectId: row.projectId,
      quoteNumber: row.quoteNumber,
      revision: row.revision,
    };
    const extra = input.Note ? ` ${input.Note}` : '';
    await recordOrderStep(tx, actor, quote, {
      action: `Order${decision.to}`,
      summary:
        decision.to === 'Entered'
          ? `Acknowledged order ${updated.orderNumber} (set to ${label})`
          : `Set order ${updated.orderNumber} to ${label}`,
      note: `Order ${updated.orderNumber}: ${orderStatusLabels[from]} → ${label}.${extra}`,
    });
    const requester = await userOf(tx, updated.createdByUserId);
    await enqueueMail(
      tx,
      orderStatusMail(
        requester.emailAddress,
        {
          actorName: (await userOf(tx, actor.userId)).name,
          orderNumber: updated.orderNumber,
          quoteLabel: quoteLabel(quote),
          statusLabel: label,
          note: input.Note,
          details,
          acknowledged: decision.to === 'Entered',
        },
        orderUrl(deps, updated.projectOrderId),
      ),
    );
  });
  deps.mailWorker.kick();
  return loadOrder(deps.db, actor, input.ProjectOrderId);
}
