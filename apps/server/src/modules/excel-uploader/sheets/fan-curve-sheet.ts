import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { z } from 'zod';
import { groupBy } from '../../../lib/group-by.ts';
import { numberCell, optionCell, textCell } from '../excel-cells.ts';
import { defineSheet, type UploadRow, unknownReference } from '../excel-sheet.ts';
import type { AirFlowProfileRow } from '../excel-uploader.repository.ts';
import { selectAirFlowProfiles, selectModels, upsertAirFlowProfile } from '../excel-uploader.repository.ts';
import { byName, sameNumber, startPlan } from './sheet-helpers.ts';

const rowSchema = z.object({
  ModelName: textCell(100),
  MotorType: optionCell(selectionOptionLists.airMotorType),
  FanSpeed: optionCell(selectionOptionLists.airFanSpeed),
  SpeedPercent: numberCell(10, 100),
  Cfm: numberCell(0, 50_000),
  StaticInWg: numberCell(0, 10),
  Watts: numberCell(0, 50_000),
});
type FanCurveRow = z.output<typeof rowSchema>;
type Taps = AirFlowProfileRow['taps'];

const label = (list: ReadonlyArray<{ value: number; label: string }>, value: number) =>
  list.find((item) => item.value === value)?.label ?? String(value);

/** The same curve whatever order its rows came in: taps by speed, points by airflow. */
function normalize(taps: Taps): Taps {
  return [...taps]
    .sort((a, b) => a.FanSpeed - b.FanSpeed)
    .map((tap) => ({ ...tap, Points: [...tap.Points].sort((a, b) => a.Cfm - b.Cfm) }));
}

function sameTaps(a: Taps, b: Taps): boolean {
  const left = normalize(a);
  const right = normalize(b);
  return (
    left.length === right.length &&
    left.every((tap, index) => {
      const other = right[index];
      return (
        other !== undefined &&
        tap.FanSpeed === other.FanSpeed &&
        sameNumber(tap.SpeedPercent, other.SpeedPercent) &&
        tap.Points.length === other.Points.length &&
        tap.Points.every((point, pointIndex) => {
          const otherPoint = other.Points[pointIndex];
          return (
            otherPoint !== undefined &&
            sameNumber(point.Cfm, otherPoint.Cfm) &&
            sameNumber(point.StaticInWg, otherPoint.StaticInWg) &&
            sameNumber(point.Watts, otherPoint.Watts)
          );
        })
      );
    })
  );
}

/** A fan curve is a falling line: static pressure falls as airflow rises, at least two points per tap. */
function curveProblems(rows: UploadRow<FanCurveRow>[]): Array<{ line: number; message: string }> {
  const problems: Array<{ line: number; message: string }> = [];
  const first = rows[0] as UploadRow<FanCurveRow>;
  for (const speed of new Set(rows.map(({ row }) => row.FanSpeed))) {
    const tap = rows.filter(({ row }) => row.FanSpeed === speed).sort((a, b) => a.row.Cfm - b.row.Cfm);
    const speedName = label(selectionOptionLists.airFanSpeed, speed);
    if (tap.length < 2)
      problems.push({
        line: (tap[0] ?? first).line,
        message: `FanSpeed: the ${speedName} tap needs at least two points.`,
      });
    const percents = new Set(tap.map(({ row }) => row.SpeedPercent));
    if (percents.size > 1)
      problems.push({
        line: (tap[1] ?? first).line,
        message: `SpeedPercent: every point of the ${speedName} tap must have the same SpeedPercent.`,
      });
    for (let index = 1; index < tap.length; index++) {
      const previous = (tap[index - 1] as UploadRow<FanCurveRow>).row;
      const current = tap[index] as UploadRow<FanCurveRow>;
      if (current.row.Cfm === previous.Cfm)
        problems.push({
          line: current.line,
          message: `Cfm: ${current.row.Cfm} cfm appears twice in the ${speedName} tap.`,
        });
      else if (current.row.StaticInWg > previous.StaticInWg)
        problems.push({
          line: current.line,
          message: `StaticInWg: static pressure must fall as airflow rises (${speedName} tap).`,
        });
    }
  }
  return problems;
}

/** FanCurves: one row per point of a model's fan curve per motor type and speed tap; a model's curve is replaced whole. */
export const fanCurveSheet = defineSheet({
  type: 'FanCurves',
  columns: [
    { header: 'ModelName', width: 14 },
    { header: 'MotorType', width: 10 },
    { header: 'FanSpeed', width: 10 },
    { header: 'SpeedPercent', width: 13, numberFormat: '0.0' },
    { header: 'Cfm', width: 8, numberFormat: '0' },
    { header: 'StaticInWg', width: 11, numberFormat: '0.000' },
    { header: 'Watts', width: 8, numberFormat: '0.0' },
  ],
  lastColumnTakesRest: false,
  hasPrices: false,
  rowSchema,
  exportRows: async (db) => {
    const [models, profiles] = await Promise.all([selectModels(db), selectAirFlowProfiles(db)]);
    const modelName = new Map(models.map((model) => [model.productModelId, model.name]));
    return profiles.flatMap((profile) =>
      normalize(profile.taps).flatMap((tap) =>
        tap.Points.map((point) => [
          modelName.get(profile.productModelId) ?? '',
          label(selectionOptionLists.airMotorType, profile.motorType),
          label(selectionOptionLists.airFanSpeed, tap.FanSpeed),
          tap.SpeedPercent,
          point.Cfm,
          point.StaticInWg,
          point.Watts,
        ]),
      ),
    );
  },
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const [models, profiles] = await Promise.all([selectModels(tx), selectAirFlowProfiles(tx)]);
    const modelsByName = byName(models, (model) => model.name);
    const groups = groupBy(rows, (item) => `${item.row.ModelName.toLowerCase()}/${item.row.MotorType}`);
    for (const group of groups.values()) {
      const { line, row } = group[0] as UploadRow<FanCurveRow>;
      const model = modelsByName.get(row.ModelName.toLowerCase());
      if (!model) {
        unknownReference(plan, options, line, `Model ${row.ModelName} does not exist.`);
        continue;
      }
      const problems = curveProblems(group);
      if (problems.length > 0) {
        plan.errors.push(...problems.map((problem) => ({ Row: problem.line, Message: problem.message })));
        continue;
      }
      const taps: Taps = normalize(
        [...new Set(group.map((item) => item.row.FanSpeed))].map((speed) => {
          const points = group.filter((item) => item.row.FanSpeed === speed);
          return {
            FanSpeed: speed,
            SpeedPercent: (points[0] as UploadRow<FanCurveRow>).row.SpeedPercent,
            Points: points.map((item) => ({
              Cfm: item.row.Cfm,
              StaticInWg: item.row.StaticInWg,
              Watts: item.row.Watts,
            })),
          };
        }),
      );
      const stored = profiles.find(
        (profile) => profile.productModelId === model.productModelId && profile.motorType === row.MotorType,
      );
      if (stored && sameTaps(stored.taps, taps)) continue;
      if (stored) plan.updated++;
      else plan.inserted++;
      plan.writes.push((db) =>
        upsertAirFlowProfile(db, { productModelId: model.productModelId, motorType: row.MotorType, taps }),
      );
    }
    return plan;
  },
});
