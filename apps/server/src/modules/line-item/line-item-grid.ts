import type { gridColumnSchema } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { z } from 'zod';

type GridColumn = z.infer<typeof gridColumnSchema>;

const tag: GridColumn = { Field: 'ItemTag', Header: 'Tag', Type: 'text', Width: 110 };
const qty: GridColumn = { Field: 'ItemQty', Header: 'Qty', Type: 'number', Width: 70 };
const model: GridColumn = { Field: 'ProductModelName', Header: 'Model', Type: 'text', Width: 120 };
const status: GridColumn = { Field: 'IsActive', Header: 'Status', Type: 'boolean', Width: 90 };
/** The unit as configured (base + adders), the price of the configuration screen and the quote. */
const listPrice: GridColumn = { Field: 'UnitListPrice', Header: 'List Price', Type: 'money', Width: 120 };

/** The grid of a schedule; the price column only for readers who may see prices (spec section 6). */
export function lineItemGridColumns(canSeePrices: boolean): GridColumn[] {
  return [
    tag,
    qty,
    { Field: 'ProductTypeName', Header: 'Product Type', Type: 'text', Width: 150 },
    { Field: 'CategoryName', Header: 'Category', Type: 'text', Width: 170 },
    { Field: 'ProductModelClassName', Header: 'Model Class', Type: 'text', Width: 130 },
    model,
    { Field: 'UnitSize', Header: 'Unit Size', Type: 'text', Width: 90 },
    { Field: 'CodeString', Header: 'Code String', Type: 'text', Width: 220 },
    status,
    ...(canSeePrices ? [listPrice] : []),
  ];
}

/** The earlier, narrower layout (GetGridColumnsByProjectScheduleIdOld). */
export function legacyLineItemGridColumns(): GridColumn[] {
  return [tag, qty, model, status];
}
