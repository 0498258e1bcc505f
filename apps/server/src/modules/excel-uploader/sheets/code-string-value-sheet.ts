import { logicExpressionReferences } from '@airquote/shared/logic/logic-expression';
import { z } from 'zod';
import { booleanCell, moneyCell, optionalTextCell, textCell } from '../excel-cells.ts';
import { defineSheet, unknownReference } from '../excel-sheet.ts';
import {
  type CodeStringValueRow,
  insertValue,
  selectModelClassesWithType,
  selectSegments,
  selectValues,
  updateValue,
} from '../excel-uploader.repository.ts';
import { checkClassValues, type PlannedValue } from './code-string-value-checks.ts';
import { byName, rejectRepeatedKeys, startPlan } from './sheet-helpers.ts';

/**
 * CodeStringValues: every value of every segment with its adder, default flag and availability
 * rule; Description is last because it may hold commas (the CSV rule strips quotes). New codes add
 * values to existing segments; segments themselves are edited at productcodestringsegments.
 */
export const codeStringValueSheet = defineSheet({
  type: 'CodeStringValues',
  columns: [
    { header: 'ModelClass', width: 12 },
    { header: 'Segment', width: 10 },
    { header: 'Code', width: 8 },
    { header: 'ListPriceAdder', width: 14, numberFormat: '0.00' },
    { header: 'IsDefault', width: 10 },
    { header: 'AvailabilityRule', width: 50 },
    { header: 'Description', width: 50 },
  ],
  lastColumnTakesRest: true,
  hasPrices: true,
  rowSchema: z.object({
    ModelClass: textCell(40),
    Segment: textCell(20).transform((name) => name.toUpperCase()),
    Code: textCell(10),
    ListPriceAdder: moneyCell(100_000),
    IsDefault: booleanCell,
    AvailabilityRule: optionalTextCell(1000),
    Description: textCell(200),
  }),
  exportRows: async (db) => {
    const [classes, segments, values] = await Promise.all([
      selectModelClassesWithType(db),
      selectSegments(db),
      selectValues(db),
    ]);
    const className = new Map(classes.map((row) => [row.productModelClassId, row.name]));
    return segments.flatMap((segment) =>
      values
        .filter((value) => value.codeStringSegmentId === segment.codeStringSegmentId)
        .map((value) => [
          className.get(segment.productModelClassId) ?? '',
          segment.name,
          value.code,
          Number((value.listPriceAdderCents / 100).toFixed(2)),
          value.isDefault,
          value.availabilityRule,
          value.description,
        ]),
    );
  },
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const [classes, segments, values] = await Promise.all([
      selectModelClassesWithType(tx),
      selectSegments(tx),
      selectValues(tx),
    ]);
    const classesByName = byName(classes, (row) => row.name);
    // The final state of each class touched by the file: stored values overlaid with the file's rows.
    const planned = new Map<number, PlannedValue[]>();
    const stateOfClass = (productModelClassId: number) => {
      let state = planned.get(productModelClassId);
      if (!state) {
        const classSegments = segments.filter(
          (segment) => segment.productModelClassId === productModelClassId,
        );
        state = values
          .map((value) => ({
            value,
            segment: classSegments.find(
              (segment) => segment.codeStringSegmentId === value.codeStringSegmentId,
            ),
          }))
          .filter(
            (item): item is { value: CodeStringValueRow; segment: (typeof segments)[number] } =>
              item.segment !== undefined,
          )
          .map(({ value, segment }) => ({
            segment,
            code: value.code,
            isDefault: value.isDefault,
            rule: value.availabilityRule,
            description: value.description,
            line: null,
          }));
        planned.set(productModelClassId, state);
      }
      return state;
    };
    const nextSortOrder = new Map<number, number>();
    for (const value of values)
      nextSortOrder.set(
        value.codeStringSegmentId,
        Math.max(nextSortOrder.get(value.codeStringSegmentId) ?? 0, value.sortOrder) + 1,
      );
    const unique = rejectRepeatedKeys(
      plan,
      rows,
      (row) => `${row.ModelClass}/${row.Segment}/${row.Code}`,
      (row) => `Value ${row.Code} of ${row.ModelClass} ${row.Segment}`,
    );
    for (const { line, row } of unique) {
      const modelClass = classesByName.get(row.ModelClass.toLowerCase());
      if (!modelClass) {
        unknownReference(plan, options, line, `Model class ${row.ModelClass} does not exist.`);
        continue;
      }
      const segment = segments.find(
        (item) => item.productModelClassId === modelClass.productModelClassId && item.name === row.Segment,
      );
      if (!segment) {
        unknownReference(
          plan,
          options,
          line,
          `Segment ${row.Segment} is not a segment of class ${modelClass.name}; add it at productcodestringsegments first.`,
        );
        continue;
      }
      if (row.Code.length !== segment.length) {
        plan.errors.push({
          Row: line,
          Message: `Code: ${row.Code} must be ${segment.length} character(s) long, as segment ${segment.name} is.`,
        });
        continue;
      }
      try {
        logicExpressionReferences(row.AvailabilityRule);
      } catch (error) {
        plan.errors.push({ Row: line, Message: `AvailabilityRule: ${(error as Error).message}.` });
        continue;
      }
      const state = stateOfClass(modelClass.productModelClassId);
      const stored = values.find(
        (value) => value.codeStringSegmentId === segment.codeStringSegmentId && value.code === row.Code,
      );
      const entry = {
        segment,
        code: row.Code,
        isDefault: row.IsDefault,
        rule: row.AvailabilityRule,
        description: row.Description,
        line,
      };
      const index = state.findIndex((item) => item.segment === segment && item.code === row.Code);
      if (index >= 0) state[index] = entry;
      else state.push(entry);
      const fields = {
        description: row.Description,
        listPriceAdderCents: row.ListPriceAdder,
        availabilityRule: row.AvailabilityRule,
        isDefault: row.IsDefault,
      };
      if (!stored) {
        const sortOrder = nextSortOrder.get(segment.codeStringSegmentId) ?? 1;
        nextSortOrder.set(segment.codeStringSegmentId, sortOrder + 1);
        plan.inserted++;
        plan.writes.push((db) =>
          insertValue(db, {
            ...fields,
            codeStringSegmentId: segment.codeStringSegmentId,
            code: row.Code,
            sortOrder,
          }),
        );
      } else if (
        stored.description !== fields.description ||
        stored.listPriceAdderCents !== fields.listPriceAdderCents ||
        stored.availabilityRule !== fields.availabilityRule ||
        stored.isDefault !== fields.isDefault
      ) {
        plan.updated++;
        plan.writes.push((db) => updateValue(db, stored.codeStringValueId, fields));
      }
    }
    for (const [productModelClassId, state] of planned) {
      const classSegments = segments.filter((segment) => segment.productModelClassId === productModelClassId);
      plan.errors.push(...checkClassValues(classSegments, state));
    }
    return plan;
  },
});
