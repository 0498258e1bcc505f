import type { App } from '../app.ts';
import { callApi } from './project-fixtures.ts';

/** Issue 15 item 6: the ship-to and bill-to addresses every order request carries in the API tests. */
export const testOrderAddresses = {
  ShipTo: {
    Name: 'Riverside Medical Center',
    Attention: 'Receiving dock 2',
    Address1: '100 River Road',
    Address2: '',
    City: 'Springfield',
    StateProvinceCode: 'IL',
    PostalCode: '62701',
    CountryCode: 'US',
  },
  BillTo: {
    Name: 'Northwind Mechanical',
    Attention: 'Accounts payable',
    Address1: '1 Market Street',
    Address2: 'Suite 400',
    City: 'Chicago',
    StateProvinceCode: 'IL',
    PostalCode: '60601',
    CountryCode: 'US',
  },
};

type FulfilmentOrder = {
  ProjectOrderId: number;
  RowVersion: number;
  EarliestLineShipDate: string;
  Snapshot: { LineItems: { ProjectScheduleLineItemId: number }[] };
};

/**
 * Order processing records everything an order needs to be acknowledged and shipped (ERP number, each
 * line's ship date at the earliest allowed day, carrier, tracking number, shipped today).
 */
export async function recordAllOrderData<T extends FulfilmentOrder>(
  app: App,
  token: string,
  order: T,
  changes: Record<string, unknown> = {},
): Promise<T> {
  const response = await callApi(app, token, 'PUT', '/ProjectOrder/fulfilment', {
    ProjectOrderId: order.ProjectOrderId,
    RowVersion: order.RowVersion,
    ErpOrderNumber: `ERP-${order.ProjectOrderId}`,
    Carrier: 'Freightline',
    TrackingNumber: `TRK${order.ProjectOrderId}`,
    ActualShipDate: new Date().toISOString().slice(0, 10),
    LineShipDates: order.Snapshot.LineItems.map((line) => ({
      ProjectScheduleLineItemId: line.ProjectScheduleLineItemId,
      RequestedShipDate: order.EarliestLineShipDate,
    })),
    ...changes,
  });
  if (response.statusCode !== 200) throw new Error(`fulfilment refused: ${response.body}`);
  return response.json() as T;
}
