import type { gridColumnSchema, LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { z } from 'zod';
import { formatDate, formatMoney } from '../../lib/format.ts';

export type GridColumn = z.infer<typeof gridColumnSchema>;

/** The text of one cell of the line-item grid, by the column type the server sent. */
export function gridCellText(row: LineItem, column: GridColumn): string {
  const value = (row as Record<string, unknown>)[column.Field];
  if (value === null || value === undefined || value === '') return '—';
  switch (column.Type) {
    case 'money':
      return formatMoney(value as string | number);
    case 'boolean':
      // The status column reads as a state, other flags as yes or no.
      if (column.Field === 'IsActive') return value ? 'Active' : 'Inactive';
      return value ? 'Yes' : 'No';
    case 'date':
      return formatDate(String(value));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString() : String(value);
    default:
      return String(value);
  }
}

/** Numbers and prices line up on the right. */
export function gridCellAlign(column: GridColumn): 'left' | 'right' {
  return column.Type === 'number' || column.Type === 'money' ? 'right' : 'left';
}

/**
 * Narrow columns (tags, quantities, model names, prices) never wrap; wide text columns do, so the
 * grid fits the page. The server's Width is a hint in pixels.
 */
export function keepsOnOneLine(column: GridColumn): boolean {
  return column.Type !== 'text' || column.Width <= 120;
}

/** Row selection: toggling one id, or all of the visible rows at once. */
export function toggledSelection(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function allOrNoneSelection(selected: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const allChosen = ids.length > 0 && ids.every((id) => selected.has(id));
  return allChosen ? new Set() : new Set(ids);
}
