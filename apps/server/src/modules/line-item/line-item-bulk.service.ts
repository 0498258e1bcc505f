import type {
  BulkLineItemChange,
  BulkOptionChoice,
  BulkOptionSegment,
  bulkLineItemRefSchema,
} from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import {
  codesBySegmentId,
  formatCodeString,
  sortSegmentsByStartPosition,
  validateProductModelValues,
} from '@airquote/shared/logic/code-string';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { UnitRequirements } from '@airquote/shared/selection/requirements';
import { type SavedPerformance, savedPerformanceSchema } from '@airquote/shared/selection/selection-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { type ProjectEvent, recordEvents } from '../event-log/event-log.service.ts';
import { linkedSegmentProblems, withModelSize } from '../item-configuration/linked-segments.ts';
import { requireVisibleLineItems, touchProject } from '../project/project-access.ts';
import { touchSchedule } from '../project-schedule/project-schedule.repository.ts';
import { configuredElectricalData, loadElectricalRatings } from '../selection/electrical-data.service.ts';
import { savedPerformanceOf } from '../selection/model-performance.ts';
import { loadSelectionCatalog, type SelectionCatalog } from '../selection/selection-catalog.ts';
import { bulkLineItemMessages as messages } from './line-item.messages.ts';
import { type LineItemChanges, updateLineItemIfVersion } from './line-item.repository.ts';
import { loadLineItems } from './line-item.service.ts';

type LineItemRef = z.infer<typeof bulkLineItemRefSchema>;
type Visible = Awaited<ReturnType<typeof requireVisibleLineItems>>[number];

/**
 * Every chosen line item, visible to the viewer (404 otherwise), at the row version the client read
 * (409 otherwise), with its schedules locked in id order as every line item write does.
 */
async function requireCurrentLineItems(
  tx: DatabaseOrTransaction,
  viewer: Actor,
  items: readonly LineItemRef[],
): Promise<Array<Visible & { rowVersion: number }>> {
  const ids = items.map((item) => item.ProjectScheduleLineItemId);
  if (new Set(ids).size !== ids.length) throw badRequest(messages.duplicateItems);
  const found = await requireVisibleLineItems(tx, viewer, ids);
  const scheduleIds = [...new Set(found.map((row) => row.schedule.projectScheduleId))].sort((a, b) => a - b);
  for (const scheduleId of scheduleIds) await touchSchedule(tx, scheduleId);
  const byId = new Map(found.map((row) => [row.lineItem.projectScheduleLineItemId, row]));
  return items.map((item) => {
    const row = byId.get(item.ProjectScheduleLineItemId);
    if (!row) throw conflict('A line item was changed meanwhile. Reload the schedule.');
    assertRowVersion(row.lineItem, item.RowVersion);
    return { ...row, rowVersion: item.RowVersion };
  });
}

const modelName = (catalog: SelectionCatalog, modelId: number) =>
  catalog.models.get(modelId)?.name ?? `model ${modelId}`;

/** The change touches the saved selection's inputs (entering water or air, ESP). */
export function changesSelectionInput(change: BulkLineItemChange): boolean {
  return (
    change.CoolingEnteringWaterF !== undefined ||
    change.HeatingEnteringWaterF !== undefined ||
    change.CoolingEnteringDbF !== undefined ||
    change.CoolingEnteringWbF !== undefined ||
    change.EspInWg !== undefined
  );
}

/**
 * The saved selection with the changed design conditions, or the reason this unit cannot take them
 * (no saved selection, no coil on that side, outside the heat pump's rated water range, a wet bulb
 * above the dry bulb it would end up with).
 */
export function changedConditions(
  performance: SavedPerformance | null,
  change: BulkLineItemChange,
  tag: string,
  model: string,
): { performance: SavedPerformance } | { problem: string } {
  if (!performance) return { problem: messages.noSelection(tag, model) };
  const cooling = change.CoolingEnteringWaterF;
  const heating = change.HeatingEnteringWaterF;
  // The air side every product type shares: entering air and the ESP the fan works against.
  const air = {
    ...(change.CoolingEnteringDbF === undefined ? {} : { CoolingEnteringDbF: change.CoolingEnteringDbF }),
    ...(change.CoolingEnteringWbF === undefined ? {} : { CoolingEnteringWbF: change.CoolingEnteringWbF }),
    ...(change.EspInWg === undefined ? {} : { EspInWg: change.EspInWg }),
  };
  const dryBulb = air.CoolingEnteringDbF ?? performance.Input.CoolingEnteringDbF;
  const wetBulb = air.CoolingEnteringWbF ?? performance.Input.CoolingEnteringWbF;
  if (wetBulb > dryBulb) return { problem: messages.wetAboveDry(tag, model, wetBulb, dryBulb) };
  if (performance.Kind === 'HeatPump') {
    if (heating !== undefined && heating > 130) return { problem: messages.heatPumpWaterRange(tag, model) };
    return {
      performance: {
        ...performance,
        Input: {
          ...performance.Input,
          ...air,
          ...(cooling === undefined ? {} : { CoolingEnteringFluidF: cooling }),
          ...(heating === undefined ? {} : { HeatingEnteringFluidF: heating }),
        },
      },
    };
  }
  const input = performance.Input;
  if (cooling !== undefined && !input.Cooling) return { problem: messages.noCoolingCoil(tag, model) };
  if (heating !== undefined && !input.Heating) return { problem: messages.noHeatingCoil(tag, model) };
  return {
    performance: {
      ...performance,
      Input: {
        ...input,
        ...air,
        Cooling:
          input.Cooling && cooling !== undefined
            ? { ...input.Cooling, EnteringFluidF: cooling }
            : input.Cooling,
        Heating:
          input.Heating && heating !== undefined
            ? { ...input.Heating, EnteringFluidF: heating }
            : input.Heating,
      },
    },
  };
}

/**
 * The line item's requirements with the new airflow, and the new ESP where it has an ESP
 * requirement; undefined when the change touches neither.
 */
export function changedRequirements(
  requirements: UnitRequirements | null,
  change: BulkLineItemChange,
): UnitRequirements | undefined {
  const esp = change.EspInWg !== undefined && requirements?.EspInWg != null ? change.EspInWg : undefined;
  if (change.AirflowCfm === undefined && esp === undefined) return undefined;
  return {
    ...(requirements ?? {}),
    ...(change.AirflowCfm === undefined ? {} : { Cfm: change.AirflowCfm }),
    ...(esp === undefined ? {} : { EspInWg: esp }),
  };
}

type ModelElectricalRatings = Parameters<typeof configuredElectricalData>[0];

/**
 * The line item's options with the asked ones in place, checked as Save checks them (each value
 * exists for this model, its availability rule holds, it orders what the model and the saved
 * selection say), with its code string and electrical data; or every reason it cannot take them.
 */
export function changedOptions(
  catalog: SelectionCatalog,
  lineItem: { itemTag: string; productModelId: number; productModelValues: ProductModelValue[] },
  performance: SavedPerformance | null,
  options: NonNullable<BulkLineItemChange['Options']>,
  ratings: ModelElectricalRatings,
): { changes: LineItemChanges } | { problem: string } {
  const tag = lineItem.itemTag;
  const name = modelName(catalog, lineItem.productModelId);
  const model = catalog.models.get(lineItem.productModelId);
  const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
  if (!model || !modelClass) return { problem: messages.nothingToReselect(tag, name) };
  let chosen: ProductModelValue[] = [...lineItem.productModelValues];
  const missing: string[] = [];
  for (const option of options) {
    const segment = modelClass.segments.find((item) => item.Name === option.Segment.toUpperCase());
    if (!segment) {
      missing.push(messages.noSuchOption(tag, name, option.Segment.toUpperCase()));
      continue;
    }
    const value = segment.Values.find((item) => item.Code === option.Code);
    if (!value) {
      missing.push(
        messages.noSuchValue(
          tag,
          name,
          segment.DisplayName,
          option.Code,
          segment.Values.map((item) => item.Code),
        ),
      );
      continue;
    }
    chosen = [
      ...chosen.filter((item) => item.CodeStringSegmentId !== segment.CodeStringSegmentId),
      { CodeStringSegmentId: segment.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId },
    ];
  }
  if (missing.length > 0) return { problem: missing.join('; ') };
  chosen = withModelSize(modelClass, model, chosen);
  const problems = [
    ...validateProductModelValues(modelClass.segments, chosen).map((error) => error.message),
    ...linkedSegmentProblems(
      modelClass,
      model,
      chosen,
      performance
        ? performance.Kind === 'Coil'
          ? { Kind: 'Coil', Input: performance.Input }
          : { Kind: 'HeatPump', Input: performance.Input }
        : null,
    ),
  ];
  if (problems.length > 0) return { problem: messages.optionsRefused(tag, name, problems) };
  const bySegment = new Map(chosen.map((value) => [value.CodeStringSegmentId, value]));
  const productModelValues = sortSegmentsByStartPosition(modelClass.segments).flatMap((segment) => {
    const value = bySegment.get(segment.CodeStringSegmentId);
    return value
      ? [{ CodeStringSegmentId: value.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId }]
      : [];
  });
  return {
    changes: {
      productModelValues,
      codeString: formatCodeString(
        modelClass.segments,
        codesBySegmentId(modelClass.segments, productModelValues),
      ),
      electricalData: configuredElectricalData(ratings, modelClass.segments, productModelValues),
    },
  };
}

/**
 * Issue #14 part 3 (ADR 0038): quantity and/or design conditions of many line items in one
 * transaction. Any row that cannot take the change refuses the whole change (400 naming each row
 * and why); a stale row is 409; an invisible one 404. A changed condition keeps the unit and its
 * options but marks it "needs re-selection" (its stored performance is for the old conditions).
 */
export async function bulkChangeLineItems(
  deps: AppDeps,
  viewer: Actor,
  body: { Items: LineItemRef[]; Change: BulkLineItemChange },
): Promise<LineItem[]> {
  const { Change: change } = body;
  const conditions = changesSelectionInput(change);
  // Read before the transaction: the embedded database has one connection.
  const catalog = await loadSelectionCatalog(deps.db);
  await deps.db.transaction(async (tx) => {
    const rows = await requireCurrentLineItems(tx, viewer, body.Items);
    const options = change.Options ?? [];
    const ratings =
      options.length > 0
        ? await loadElectricalRatings(tx, [...new Set(rows.map((row) => row.lineItem.productModelId))])
        : new Map();
    const problems: string[] = [];
    const planned = rows.map((row) => {
      const changes: LineItemChanges = {};
      if (change.ItemQty !== undefined) changes.itemQty = change.ItemQty;
      if (options.length > 0) {
        const saved = savedPerformanceSchema.safeParse(row.lineItem.performance).data ?? null;
        const result = changedOptions(
          catalog,
          row.lineItem,
          saved,
          options,
          ratings.get(row.lineItem.productModelId),
        );
        if ('problem' in result) problems.push(result.problem);
        else {
          Object.assign(changes, result.changes);
          // Options changed after selection: the stored performance may no longer be this unit's.
          if (saved) changes.needsReselection = true;
        }
      }
      if (conditions) {
        const saved = savedPerformanceSchema.safeParse(row.lineItem.performance).data ?? null;
        const result = changedConditions(
          saved,
          change,
          row.lineItem.itemTag,
          modelName(catalog, row.lineItem.productModelId),
        );
        if ('problem' in result) problems.push(result.problem);
        else {
          changes.performance = result.performance;
          changes.needsReselection = true;
        }
      }
      const requirements = changedRequirements(row.lineItem.requirements ?? null, change);
      if (requirements) {
        changes.requirements = requirements;
        // A selected unit is judged against the new airflow once it is re-selected.
        if (row.lineItem.performance) changes.needsReselection = true;
      }
      return { row, changes };
    });
    if (problems.length > 0) throw badRequest(messages.refused(problems));
    const events: ProjectEvent[] = [];
    for (const { row, changes } of planned) {
      const { lineItem, schedule } = row;
      updatedOrStale(
        await updateLineItemIfVersion(tx, lineItem.projectScheduleLineItemId, row.rowVersion, changes),
      );
      const said = [
        change.ItemQty === undefined ? null : `quantity ${change.ItemQty}`,
        change.CoolingEnteringWaterF === undefined
          ? null
          : `chilled water ${change.CoolingEnteringWaterF} °F`,
        change.HeatingEnteringWaterF === undefined ? null : `hot water ${change.HeatingEnteringWaterF} °F`,
        change.AirflowCfm === undefined ? null : `airflow ${change.AirflowCfm} cfm`,
        change.EspInWg === undefined ? null : `ESP ${change.EspInWg} in. w.g.`,
        change.CoolingEnteringDbF === undefined ? null : `entering air ${change.CoolingEnteringDbF} °F DB`,
        change.CoolingEnteringWbF === undefined ? null : `entering air ${change.CoolingEnteringWbF} °F WB`,
        options.length === 0
          ? null
          : `options ${options.map((option) => `${option.Segment}=${option.Code}`).join(' ')}`,
      ].filter(Boolean);
      events.push({
        projectId: schedule.projectId,
        entityType: 'LineItem',
        entityId: lineItem.projectScheduleLineItemId,
        action: 'Updated',
        summary: `Changed ${lineItem.itemTag} with others (${said.join(', ')}) in schedule "${schedule.name}"${changes.needsReselection ? '; it needs re-selection' : ''}`,
        before: { ItemQty: lineItem.itemQty, CodeString: lineItem.codeString },
        after: {
          ...change,
          CodeString: changes.codeString ?? lineItem.codeString,
          NeedsReselection: changes.needsReselection ?? lineItem.needsReselection,
        },
      });
    }
    await touchProjectsAndRecord(tx, viewer, rows, events);
  });
  return loadLineItems(
    deps.db,
    viewer,
    body.Items.map((item) => item.ProjectScheduleLineItemId),
  );
}

/** The end of a bulk write: each project touched once, then the events of every line item. */
async function touchProjectsAndRecord(
  tx: DatabaseOrTransaction,
  viewer: Actor,
  rows: readonly { schedule: { projectId: number } }[],
  events: ProjectEvent[],
): Promise<void> {
  for (const projectId of new Set(rows.map((row) => row.schedule.projectId)))
    await touchProject(tx, viewer, projectId);
  await recordEvents(tx, viewer, events);
}

/**
 * Re-selects many line items in one transaction: the same model and options, the performance
 * computed again by the engine at the saved conditions; clears "needs re-selection". Whether the
 * unit still meets its requirements is evaluated from the new performance (quoting refuses a miss
 * without an override, ADR 29).
 */
export async function reselectLineItems(
  deps: AppDeps,
  viewer: Actor,
  body: { Items: LineItemRef[] },
): Promise<LineItem[]> {
  const catalog = await loadSelectionCatalog(deps.db);
  await deps.db.transaction(async (tx) => {
    const rows = await requireCurrentLineItems(tx, viewer, body.Items);
    const problems: string[] = [];
    const planned = rows.map((row) => {
      const { lineItem } = row;
      const saved = savedPerformanceSchema.safeParse(lineItem.performance).data ?? null;
      const model = catalog.models.get(lineItem.productModelId);
      const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
      if (!saved || !model || !modelClass) {
        problems.push(
          messages.nothingToReselect(lineItem.itemTag, modelName(catalog, lineItem.productModelId)),
        );
        return { row, performance: null };
      }
      const performance = savedPerformanceOf(
        saved.Kind === 'Coil'
          ? { Kind: 'Coil', Input: saved.Input }
          : { Kind: 'HeatPump', Input: saved.Input },
        model,
        modelClass,
        lineItem.productModelValues,
      );
      return { row, performance };
    });
    if (problems.length > 0) throw badRequest(messages.refused(problems));
    const events: ProjectEvent[] = [];
    for (const { row, performance } of planned) {
      const { lineItem, schedule } = row;
      updatedOrStale(
        await updateLineItemIfVersion(tx, lineItem.projectScheduleLineItemId, row.rowVersion, {
          performance,
          needsReselection: false,
        }),
      );
      events.push({
        projectId: schedule.projectId,
        entityType: 'LineItem',
        entityId: lineItem.projectScheduleLineItemId,
        action: 'Configured',
        summary: `Re-selected ${lineItem.itemTag} (${modelName(catalog, lineItem.productModelId)}) at its design conditions in schedule "${schedule.name}"`,
        before: { NeedsReselection: lineItem.needsReselection },
        after: { NeedsReselection: false },
      });
    }
    await touchProjectsAndRecord(tx, viewer, rows, events);
  });
  return loadLineItems(
    deps.db,
    viewer,
    body.Items.map((item) => item.ProjectScheduleLineItemId),
  );
}

/**
 * The values of one option for the chosen line items (issue #14 part 3): a value is valid for all
 * when every line item could take it through the bulk change (the same checks); otherwise the first
 * refusal says why. Read only.
 */
export async function bulkOptionChoices(
  deps: AppDeps,
  viewer: Actor,
  body: { Items: number[]; Segment: string },
): Promise<{ Segment: string; DisplayName: string; Values: BulkOptionChoice[] }> {
  const segmentName = body.Segment.toUpperCase();
  const catalog = await loadSelectionCatalog(deps.db);
  const order = new Map(body.Items.map((id, index) => [id, index]));
  // In the order asked, so the reason names the first line item (in the grid's order) that refuses.
  const rows = (await requireVisibleLineItems(deps.db, viewer, body.Items)).sort(
    (a, b) =>
      (order.get(a.lineItem.projectScheduleLineItemId) ?? 0) -
      (order.get(b.lineItem.projectScheduleLineItemId) ?? 0),
  );
  const ratings = await loadElectricalRatings(deps.db, [
    ...new Set(rows.map((row) => row.lineItem.productModelId)),
  ]);
  const values = new Map<string, string>();
  let displayName = segmentName;
  for (const row of rows) {
    const model = catalog.models.get(row.lineItem.productModelId);
    const segment = model
      ? catalog.classes.get(model.productModelClassId)?.segments.find((item) => item.Name === segmentName)
      : undefined;
    if (!segment) continue;
    displayName = segment.DisplayName;
    for (const value of segment.Values)
      if (!values.has(value.Code)) values.set(value.Code, value.Description);
  }
  const choices = [...values].map(([code, description]) => {
    let reason: string | null = null;
    for (const row of rows) {
      const saved = savedPerformanceSchema.safeParse(row.lineItem.performance).data ?? null;
      const result = changedOptions(
        catalog,
        row.lineItem,
        saved,
        [{ Segment: segmentName, Code: code }],
        ratings.get(row.lineItem.productModelId),
      );
      if ('problem' in result) {
        reason = result.problem;
        break;
      }
    }
    return { Code: code, Description: description, ValidForAll: reason === null, Reason: reason };
  });
  return { Segment: segmentName, DisplayName: displayName, Values: choices };
}

/**
 * The options (code-string segments) of the chosen line items' models, for the bulk change's option
 * field: each segment once, in code-string order, with the line items whose model lacks it. Read only.
 */
export async function bulkOptionSegments(
  deps: AppDeps,
  viewer: Actor,
  body: { Items: number[] },
): Promise<{ Segments: BulkOptionSegment[] }> {
  const catalog = await loadSelectionCatalog(deps.db);
  const order = new Map(body.Items.map((id, index) => [id, index]));
  const rows = (await requireVisibleLineItems(deps.db, viewer, body.Items)).sort(
    (a, b) =>
      (order.get(a.lineItem.projectScheduleLineItemId) ?? 0) -
      (order.get(b.lineItem.projectScheduleLineItemId) ?? 0),
  );
  const segments = new Map<string, { DisplayName: string; position: number }>();
  const namesByItem = rows.map((row) => {
    const model = catalog.models.get(row.lineItem.productModelId);
    const classSegments = model ? (catalog.classes.get(model.productModelClassId)?.segments ?? []) : [];
    for (const segment of sortSegmentsByStartPosition(classSegments))
      if (!segments.has(segment.Name))
        segments.set(segment.Name, { DisplayName: segment.DisplayName, position: segments.size });
    return {
      label: `${row.lineItem.itemTag} (${modelName(catalog, row.lineItem.productModelId)})`,
      names: new Set(classSegments.map((segment) => segment.Name)),
    };
  });
  return {
    Segments: [...segments].map(([name, segment]) => ({
      Segment: name,
      DisplayName: segment.DisplayName,
      MissingOn: namesByItem.filter((item) => !item.names.has(name)).map((item) => item.label),
    })),
  };
}
