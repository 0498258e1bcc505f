import type { ProjectOrder, ProjectOrderSummary } from '@airquote/shared/contracts/order/order-schemas';
import { quote } from '../../test/quote-test-data.ts';

/** One row of the order list as the server answers it, for component tests. */
export function orderSummary(overrides: Partial<ProjectOrderSummary> = {}): ProjectOrderSummary {
  return {
    ProjectOrderId: 55,
    OrderNumber: 'SO-2026-000055',
    ProjectQuoteId: 7,
    QuoteNumber: 'Q-000007',
    Revision: 1,
    ProjectId: 1,
    ProjectName: 'Lincoln Elementary',
    BrandId: 1,
    BrandName: 'Zephyr',
    Status: 1,
    StatusName: 'Requested',
    PoNumber: 'PO-4471',
    RequestedShipDate: '2026-12-15',
    Total: '1100.00',
    CreatedByName: 'Nora Walsh',
    DateCreated: '2026-11-21T10:00:00Z',
    DateModified: '2026-11-21T10:00:00Z',
    DateStatusChanged: '2026-11-21T10:00:00Z',
    RowVersion: 1,
    ...overrides,
  };
}

/** One order as GET /ProjectOrder/{id} answers it. */
export function order(overrides: Partial<ProjectOrder> = {}): ProjectOrder {
  const source = quote();
  return {
    ...orderSummary(),
    ShipToLocation: null,
    BillToLocation: null,
    ShipToAddress: null,
    BillToAddress: null,
    Fulfilment: {
      ErpOrderNumber: '',
      Carrier: '',
      TrackingNumber: '',
      ActualShipDate: null,
      LineShipDates: [],
    },
    MinLeadTimeWorkingDays: 10,
    EarliestLineShipDate: '2026-12-07',
    History: [],
    Snapshot: { LineItems: source.LineItems, NetAdds: source.NetAdds, Totals: source.Totals },
    NextStatusIds: [],
    Attachments: [],
    ...overrides,
  };
}

export function searchAnswer(orders: ProjectOrderSummary[], totalCount = orders.length) {
  return { Orders: orders, TotalCount: totalCount, PageNumber: 1, PageSize: 25 };
}
