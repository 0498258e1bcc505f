import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { type ElectricalData, electricalDataSchema } from '@airquote/shared/selection/electrical';
import { requirementOverrideSchema, unitRequirementsSchema } from '@airquote/shared/selection/requirements';
import { type SavedPerformance, savedPerformanceSchema } from '@airquote/shared/selection/selection-schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { accessMessages } from '../project/project-access.ts';
import { selectLineItems } from './line-item.repository.ts';
import { pricingCatalogFor, toLineItem } from './line-item.service.ts';

/**
 * A stored selection whose shape an engine change has outdated is left out rather than failing the
 * whole answer (the row keeps it); the next Save stores the current shape.
 */
function readPerformance(stored: unknown): SavedPerformance | null {
  if (stored === null || stored === undefined) return null;
  const parsed = savedPerformanceSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Electrical data stored in an older shape is left out the same way (ADR 30). */
function readElectricalData(stored: unknown): ElectricalData | null {
  const parsed = electricalDataSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The performance line item of spec section 3: the line item with its saved configuration. */
export async function loadLineItemDetail(
  db: Database,
  viewer: Actor,
  lineItemId: number,
): Promise<LineItemDetail> {
  const [[row], catalog] = await Promise.all([
    selectLineItems(db, viewer, sql`li.project_schedule_line_item_id = ${lineItemId}`, {
      withConfiguration: true,
    }),
    pricingCatalogFor(db, viewer),
  ]);
  if (!row) throw notFound(accessMessages.lineItemNotFound);
  return {
    ...toLineItem(row, viewer, catalog),
    ProductModelValues: row.product_model_values ?? [],
    Performance: readPerformance(row.performance),
    ElectricalData: readElectricalData(row.electrical_data),
    Requirements: unitRequirementsSchema.safeParse(row.requirements).data ?? null,
    RequirementOverride: requirementOverrideSchema.safeParse(row.requirement_override).data ?? null,
  };
}
