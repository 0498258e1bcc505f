import {
  type NotificationCounts,
  type NotificationQueueName,
  type NotificationTypeName,
  notificationQueueNames,
  notificationTypeLabels,
  type UserNotification,
} from '@airquote/shared/contracts/notification/notification-schemas';
import { NotificationQueue, NotificationTypeNumeric, QuoteStatus } from '@airquote/shared/enums/lookups';
import type { Permission } from '@airquote/shared/enums/permissions';
import { UserRole } from '@airquote/shared/enums/roles';
import {
  type EngRequestStatusId,
  engRequestStatusLabels,
  engRequestStatusNameOf,
} from '@airquote/shared/rules/eng-request-status';
import {
  type OrderStatusId,
  orderStatusLabels,
  orderStatusNameOf,
} from '@airquote/shared/rules/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Principal } from '../../plugins/auth.types.ts';
import type { Actor } from '../auth/actor.ts';
import {
  type EngRequestRow,
  type MultiplierLine,
  type MultiplierRequestRow,
  type OrderRequestRow,
  type QuoteAnswerRow,
  selectEngRequests,
  selectMultiplierRequests,
  selectOrderRequests,
  selectQuoteAnswers,
} from './notification.repository.ts';
import {
  engineeringRequestQueue,
  multiplierRequestQueue,
  orderRequestQueue,
  type PersonalQueue,
  quoteAnswerQueue,
} from './notification-queues.ts';

/** Who reads notifications and what their roles let them do. */
export type NotificationReader = {
  viewer: Actor;
  permissions: ReadonlySet<Permission>;
  isVPPricingDirector: boolean;
};

export function notificationReaderOf(viewer: Actor, principal: Principal): NotificationReader {
  return {
    viewer,
    permissions: principal.permissions,
    isVPPricingDirector: principal.userRoles.includes(UserRole.VPPricingDirector),
  };
}

/** A request as the reader sees it: its queues and its row (Queue filled per queue). */
type Item = {
  personal: PersonalQueue;
  recentlyChanged: boolean;
  row: Omit<UserNotification, 'Queue' | 'QueueName'>;
};

const quoteLine = (row: { quote_number: string; revision: number; project_name: string }) =>
  `Quote ${row.quote_number} rev ${row.revision} · ${row.project_name}`;

function common(
  row: MultiplierRequestRow | EngRequestRow | OrderRequestRow | QuoteAnswerRow,
  type: NotificationTypeName,
) {
  return {
    NotificationType: NotificationTypeNumeric[type],
    NotificationTypeName: notificationTypeLabels[type],
    SubTitle: quoteLine(row),
    ProjectId: row.project_id,
    ProjectName: row.project_name,
    ProjectQuoteId: row.project_quote_id,
    QuoteNumber: row.quote_number,
    Revision: row.revision,
    DateChanged: row.changed_at,
    RequestedByName: row.requested_by_name,
  };
}

/** Category names, with the multipliers only for readers who may see prices (spec section 6). */
function describeLines(lines: MultiplierLine[], canSeePrices: boolean): string {
  return lines
    .map((line) =>
      canSeePrices ? `${line.category} ${line.requested} (standard ${line.standard})` : line.category,
    )
    .join('; ');
}

function multiplierItem(reader: NotificationReader, row: MultiplierRequestRow): Item {
  const { userId, canSeePrices } = reader.viewer;
  const open = row.pending > 0 && row.quote_status === QuoteStatus.MultiplierReview;
  const isReviewer =
    reader.permissions.has('multiplier.approve') &&
    (reader.isVPPricingDirector || row.region_manager_user_id === userId);
  const personal = multiplierRequestQueue(
    { open, pending: row.pending > 0, answeredRecently: row.answered_recently },
    {
      isReviewer,
      isRequester: row.requested_by_user_id === userId,
      isQuoteCreator: row.quote_created_by_user_id === userId,
    },
  );
  // Rows equal to the standard were applied when sent; only the reviewed ones make the request.
  const reviewed = row.lines.filter((line) => Number(line.requested) < Number(line.standard));
  const text = open
    ? personal === 'ActionNeeded'
      ? `${row.requested_by_name} asks for lower multipliers: ${describeLines(reviewed, canSeePrices)}.`
      : `Waiting for a pricing decision: ${describeLines(reviewed, canSeePrices)}.`
    : row.pending > 0
      ? `The review ended without a decision: ${describeLines(reviewed, canSeePrices)}.`
      : `Decided: ${reviewed.map((line) => `${line.status} ${describeLines([line], canSeePrices)}`).join('; ')}.`;
  return {
    personal,
    recentlyChanged: row.recently_changed,
    row: {
      ...common(row, 'MultiplierRequest'),
      NotificationKey: `MultiplierRequest-${row.project_quote_id}-${Math.round(row.sent_at_ms)}`,
      Title: open && personal === 'ActionNeeded' ? 'Multiplier request to decide' : 'Multiplier request',
      Notification: text,
      ProjectOrderId: null,
      LinkTarget: 'Quote',
      StatusName: open ? 'Waiting for decision' : row.pending > 0 ? 'Review ended' : 'Decided',
    },
  };
}

function engineeringItem(reader: NotificationReader, row: EngRequestRow): Item {
  const { userId } = reader.viewer;
  const status = engRequestStatusNameOf[row.status as EngRequestStatusId];
  const open = status !== 'Approved' && status !== 'Rejected' && row.quote_status === QuoteStatus.EngReview;
  const personal = engineeringRequestQueue(
    { status, open, answeredRecently: row.answered_recently },
    {
      canReview: reader.permissions.has('engineering.review'),
      isItsReviewer: row.reviewed_by_user_id === userId,
      hasReviewer: row.reviewed_by_user_id !== null,
      isRequester: row.requested_by_user_id === userId,
      isQuoteCreator: row.quote_created_by_user_id === userId,
    },
  );
  const label = engRequestStatusLabels[status];
  const latest = row.last_note ? ` Latest: ${row.last_note}` : '';
  return {
    personal,
    recentlyChanged: row.recently_changed,
    row: {
      ...common(row, 'EngineeringRequest'),
      NotificationKey: `EngineeringRequest-${row.project_quote_eng_request_id}`,
      Title:
        personal === 'ActionNeeded'
          ? status === 'NeedMoreInfo'
            ? 'Engineering asks for more information'
            : status === 'UnderReview' && row.last_note?.startsWith('Answered: ')
              ? 'Engineering request answered'
              : 'Engineering request to review'
          : `Engineering request ${label.toLowerCase()}`,
      Notification: `${row.description}${latest}`,
      ProjectOrderId: null,
      LinkTarget: 'Quote',
      StatusName: open || status === 'Approved' || status === 'Rejected' ? label : `${label} (review ended)`,
    },
  };
}

function orderItem(reader: NotificationReader, row: OrderRequestRow): Item {
  const { userId } = reader.viewer;
  const status = orderStatusNameOf[row.status as OrderStatusId];
  const personal = orderRequestQueue(
    { status, answeredRecently: row.answered_recently },
    {
      canProcess: reader.permissions.has('order.process'),
      isRequester: row.requested_by_user_id === userId,
      isQuoteCreator: row.quote_created_by_user_id === userId,
    },
  );
  return {
    personal,
    recentlyChanged: row.recently_changed,
    row: {
      ...common(row, 'OrderRequest'),
      NotificationKey: `OrderRequest-${row.project_order_id}`,
      Title: `Order ${row.order_number} ${orderStatusLabels[status].toLowerCase()}`,
      Notification: `PO ${row.po_number}, requested ship date ${row.requested_ship_date}, ordered by ${row.requested_by_name}.`,
      ProjectOrderId: row.project_order_id,
      LinkTarget: 'Order',
      StatusName: orderStatusLabels[status],
    },
  };
}

/**
 * A customer's answer online (issue #17): besides the rep's e-mail, an entry for the rep who sent the
 * link; an acceptance asks for the order until the quote is ordered (or no longer open).
 */
function quoteAnswerItem(reader: NotificationReader, row: QuoteAnswerRow): Item {
  const accepted = row.decision === 'Accepted';
  const personal = quoteAnswerQueue(
    {
      accepted,
      quoteOpen: row.quote_status === QuoteStatus.Open,
      ordered: row.ordered,
      answeredRecently: row.answered_recently,
    },
    { isSender: row.requested_by_user_id === reader.viewer.userId },
  );
  const who = row.sent_to_name ? `${row.sent_to_name} (${row.sent_to_email})` : row.sent_to_email;
  const signer = row.signer_title ? `${row.signer_name} (${row.signer_title})` : row.signer_name;
  return {
    personal,
    recentlyChanged: row.recently_changed,
    row: {
      ...common(row, 'QuoteAnswer'),
      NotificationKey: `QuoteAnswer-${row.quote_acceptance_id}`,
      Title: accepted
        ? personal === 'ActionNeeded'
          ? 'Quote accepted online: request the order'
          : 'Quote accepted online'
        : 'Quote declined online',
      Notification: accepted
        ? `Accepted by ${signer} for ${who}.`
        : `Declined by ${who}${row.decline_reason ? `: ${row.decline_reason}` : ''}.`,
      ProjectOrderId: null,
      LinkTarget: 'Quote',
      StatusName: accepted ? 'Accepted' : 'Declined',
    },
  };
}

/**
 * Every request the reader sees, one query per type. All are about quotes: a reader who may not see
 * quotes (Engineers, spec section 6) has none.
 */
async function loadItems(deps: AppDeps, reader: NotificationReader): Promise<Item[]> {
  if (!reader.permissions.has('quote.view')) return [];
  const [multipliers, engineering, orders, answers] = await Promise.all([
    selectMultiplierRequests(deps.db, reader.viewer),
    selectEngRequests(deps.db, reader.viewer),
    selectOrderRequests(deps.db, reader.viewer),
    selectQuoteAnswers(deps.db, reader.viewer),
  ]);
  return [
    ...multipliers.map((row) => multiplierItem(reader, row)),
    ...engineering.map((row) => engineeringItem(reader, row)),
    ...orders.map((row) => orderItem(reader, row)),
    ...answers.map((row) => quoteAnswerItem(reader, row)),
  ];
}

const inQueue = (item: Item, queue: NotificationQueueName) =>
  queue === 'RecentlyChanged' ? item.recentlyChanged : item.personal === queue;

function countsOf(items: Item[]): NotificationCounts {
  const counts = Object.fromEntries(notificationQueueNames.map((queue) => [queue, 0])) as NotificationCounts;
  for (const queue of notificationQueueNames)
    counts[queue] = items.filter((item) => inQueue(item, queue)).length;
  return counts;
}

/** GET Notification/counts. */
export async function getNotificationCounts(deps: AppDeps, reader: NotificationReader) {
  return countsOf(await loadItems(deps, reader));
}

const queueNameOf = Object.fromEntries(
  Object.entries(NotificationQueue).map(([name, id]) => [id, name]),
) as Record<number, NotificationQueueName>;

/** POST Notification/search: one queue, newest change first. */
export async function searchNotifications(
  deps: AppDeps,
  reader: NotificationReader,
  input: { Queue: number; NotificationType?: number | undefined; PageNumber: number; PageSize: number },
) {
  const items = await loadItems(deps, reader);
  const queue = queueNameOf[input.Queue] as NotificationQueueName;
  const matching = items
    .filter((item) => inQueue(item, queue))
    .filter(
      (item) => input.NotificationType === undefined || item.row.NotificationType === input.NotificationType,
    )
    .map((item) => item.row)
    .sort(
      (a, b) =>
        b.DateChanged.localeCompare(a.DateChanged) || a.NotificationKey.localeCompare(b.NotificationKey),
    );
  const start = (input.PageNumber - 1) * input.PageSize;
  return {
    Notifications: matching
      .slice(start, start + input.PageSize)
      .map((row) => ({ ...row, Queue: input.Queue, QueueName: queue })),
    TotalCount: matching.length,
    Counts: countsOf(items),
    PageNumber: input.PageNumber,
    PageSize: input.PageSize,
  };
}
