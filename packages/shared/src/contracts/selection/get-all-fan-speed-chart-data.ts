import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { fanCurvePointSchema } from '../../selection/selection-schemas.ts';
import { defineContract } from '../define-contract.ts';

/**
 * Every speed tap's fan curve of an air-flow profile, sampled from the interpolant the engine uses
 * (ECM taps are the full-speed curve scaled by the fan laws), for the fan chart.
 */
export const fanSpeedChartDataSchema = z.object({
  AirFlowProfileId: z.number(),
  ProductModelId: z.number(),
  MotorType: z.number(),
  Taps: z.array(
    z.object({
      FanSpeed: z.number(),
      SpeedPercent: z.number(),
      Points: z.array(fanCurvePointSchema),
    }),
  ),
});
export type FanSpeedChartData = z.infer<typeof fanSpeedChartDataSchema>;

export const getAllFanSpeedChartData = defineContract({
  method: 'GET',
  path: '/AirFlowProfile/GetAllFanSpeedChartData/:airFlowProfileId',
  summary: "Every speed tap's curve (cfm, static pressure, watts) of an air-flow profile",
  tag: 'AirFlowProfile',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ airFlowProfileId: idParamSchema }),
  response: fanSpeedChartDataSchema,
});
