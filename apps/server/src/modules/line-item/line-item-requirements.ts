import {
  evaluateRequirements,
  figuresOfCoil,
  figuresOfHeatPump,
  hasRequirements,
  type RequirementEvaluation,
  type RequirementOverride,
  requirementOverrideSchema,
  requirementsOfCoilInput,
  type UnitRequirements,
  unitRequirementsSchema,
} from '@airquote/shared/selection/requirements';
import { type SavedPerformance, savedPerformanceSchema } from '@airquote/shared/selection/selection-schemas';
import { inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { selectRows } from '../../db/raw-sql.ts';
import { badRequest } from '../../lib/http-error.ts';
import { bulkLineItemMessages, lineItemMessages } from './line-item.messages.ts';

/**
 * Sizing by load (issue #13, ADR 29): the saved unit against the line item's requirements. A coil
 * selection's Filter Method = Capacity target counts as its cooling or heating requirement.
 */
export function evaluateSaved(
  requirements: UnitRequirements | null | undefined,
  performance: SavedPerformance | null,
): RequirementEvaluation | null {
  if (!performance) return null;
  if (performance.Kind === 'Coil') {
    const effective = requirementsOfCoilInput(requirements, performance.Input);
    return effective ? evaluateRequirements(effective, figuresOfCoil(performance.Result)) : null;
  }
  return hasRequirements(requirements)
    ? evaluateRequirements(requirements, figuresOfHeatPump(performance.Result))
    : null;
}

type RequirementRow = {
  item_tag: string;
  model_name: string;
  performance: unknown;
  requirements: unknown;
  requirement_override: unknown;
};

/**
 * Quoting and ordering (ADR 29): every active line item of these schedules meets its requirements or
 * carries an override reason; otherwise 400 naming each unit and what it misses. (Save already asks
 * for the reason; this holds for line items saved before requirements existed or changed directly.)
 */
export async function requireRequirementsMetOrOverridden(
  db: DatabaseOrTransaction,
  scheduleIds: readonly number[],
): Promise<void> {
  if (scheduleIds.length === 0) return;
  // Issue #14 part 3 (ADR 0038): a unit whose conditions or options changed after selection is
  // re-selected, or kept with an override reason, before it is quoted.
  const pending = await selectRows<{ item_tag: string }>(
    db,
    sql`select li.item_tag from project_schedule_line_item li
      where li.is_active and li.needs_reselection and ${inArray(sql`li.project_schedule_id`, [...scheduleIds])}
        and coalesce(li.requirement_override ->> 'Reason', '') = ''
      order by li.project_schedule_line_item_id`,
  );
  if (pending.length > 0) {
    const message = bulkLineItemMessages.reselectionPending(pending.map((row) => row.item_tag));
    throw badRequest(message, { NeedsReselection: message });
  }
  const rows = await selectRows<RequirementRow>(
    db,
    sql`select li.item_tag, m.name as model_name, li.performance, li.requirements, li.requirement_override
      from project_schedule_line_item li
      join product_model m on m.product_model_id = li.product_model_id
      where li.is_active and ${inArray(sql`li.project_schedule_id`, [...scheduleIds])}
        and (li.requirements is not null or li.performance is not null)
      order by li.project_schedule_line_item_id`,
  );
  const misses = rows.flatMap((row) => {
    const override: RequirementOverride | undefined = requirementOverrideSchema.safeParse(
      row.requirement_override,
    ).data;
    if (override?.Reason) return [];
    const evaluation = evaluateSaved(
      unitRequirementsSchema.safeParse(row.requirements).data ?? null,
      savedPerformanceSchema.safeParse(row.performance).data ?? null,
    );
    return evaluation && !evaluation.Meets
      ? [`${row.item_tag} (${row.model_name}): ${evaluation.Shortfalls.join('; ')}`]
      : [];
  });
  if (misses.length > 0) {
    const message = lineItemMessages.requirementsMissed(misses);
    throw badRequest(message, { RequirementOverrideReason: message });
  }
}
