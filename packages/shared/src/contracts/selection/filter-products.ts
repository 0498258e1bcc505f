import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { requirementEvaluationSchema } from '../../selection/requirements.ts';
import {
  coilCandidateResultSchema,
  heatPumpCandidateResultSchema,
  selectionOptionLists,
} from '../../selection/selection-schemas.ts';
import { SITE_ALTITUDE_FT } from '../../selection/site-altitude.ts';
import { defineContract } from '../define-contract.ts';

const option = (list: ReadonlyArray<{ value: number; label: string }>, name: string) =>
  z
    .number()
    .int()
    .refine((value) => list.some((item) => item.value === value), {
      message: `${name} must be one of ${list.map((item) => `${item.value} (${item.label})`).join(', ')}`,
    });

/**
 * Candidate models meeting a required capacity and airflow. Conditions left out are the rating
 * conditions (docs/domain.md section 4): AHRI 440 for water coils (80/67 °F entering air, 45 °F water with
 * a 10 °F rise; heating 70 °F air, 180 °F water with a 20 °F drop); ISO 13256-1 for heat pumps
 * (entering air 80.6/66.2 °F cooling, 68 °F heating; entering water by Application, e.g. water loop
 * 86/68 °F; each model at its rated water flow).
 */
export const filterProductsRequestSchema = z
  .object({
    ProductTypeId: idSchema.nullish(),
    ProductModelClassId: idSchema.nullish(),
    RequiredCoolingMbh: z.number().positive().max(10_000).nullish(),
    RequiredHeatingMbh: z.number().positive().max(10_000).nullish(),
    RequiredCfm: z.number().positive().max(100_000).nullish(),
    /** Sensible cooling the unit must deliver (issue #13, ADR 29). */
    RequiredSensibleMbh: z.number().positive().max(10_000).nullish(),
    MotorType: option(selectionOptionLists.airMotorType, 'MotorType').default(1),
    FanSpeed: option(selectionOptionLists.airFanSpeed, 'FanSpeed').default(3),
    EspInWg: z.number().min(0).max(2).default(0),
    AltitudeFt: z.number().min(SITE_ALTITUDE_FT.Min).max(SITE_ALTITUDE_FT.Max).default(0),
    CoolingEnteringDbF: z.number().min(40).max(120).nullish(),
    CoolingEnteringWbF: z.number().min(30).max(100).nullish(),
    HeatingEnteringDbF: z.number().min(20).max(100).nullish(),
    /** Water coils. */
    ChilledWaterEnteringF: z.number().min(20).max(250).default(45),
    ChilledWaterRiseF: z.number().positive().max(60).default(10),
    HotWaterEnteringF: z.number().min(20).max(250).default(180),
    HotWaterDropF: z.number().positive().max(100).default(20),
    /** Heat pumps. */
    Application: z.enum(['WaterLoop', 'GroundWater', 'GroundLoop']).default('WaterLoop'),
    CoolingEnteringFluidF: z.number().min(20).max(130).nullish(),
    HeatingEnteringFluidF: z.number().min(20).max(130).nullish(),
  })
  .refine((value) => Boolean(value.ProductTypeId) || Boolean(value.ProductModelClassId), {
    message: 'ProductTypeId or ProductModelClassId is required',
    path: ['ProductTypeId'],
  })
  .refine(
    (value) =>
      value.CoolingEnteringWbF == null ||
      value.CoolingEnteringDbF == null ||
      value.CoolingEnteringWbF <= value.CoolingEnteringDbF,
    { message: 'CoolingEnteringWbF cannot be above CoolingEnteringDbF', path: ['CoolingEnteringWbF'] },
  )
  .refine((value) => value.ChilledWaterEnteringF + value.ChilledWaterRiseF <= 250, {
    message: 'ChilledWaterEnteringF + ChilledWaterRiseF must be no more than 250 °F',
    path: ['ChilledWaterRiseF'],
  })
  .refine((value) => value.HotWaterEnteringF - value.HotWaterDropF >= 20, {
    message: 'HotWaterEnteringF − HotWaterDropF must be at least 20 °F',
    path: ['HotWaterDropF'],
  });
export type FilterProductsRequest = z.output<typeof filterProductsRequestSchema>;

export const filterProductsCandidateSchema = z.object({
  ProductModelId: z.number(),
  ProductModelName: z.string(),
  ProductModelClassId: z.number(),
  ProductModelClassName: z.string(),
  ProductTypeId: z.number(),
  UnitSize: z.string(),
  NominalCfm: z.number(),
  /** Water-coil units (fan coils, air handlers, ECO); null for heat pumps. */
  Coil: coilCandidateResultSchema.nullable(),
  /** Water source heat pumps; null for coil units. */
  HeatPump: heatPumpCandidateResultSchema.nullable(),
  /** The candidate against the required figures: each one's margin (ADR 29). */
  Requirement: requirementEvaluationSchema.optional(),
});
export type FilterProductsCandidate = z.infer<typeof filterProductsCandidateSchema>;

export const filterProductsResponseSchema = z.object({
  Success: z.boolean(),
  WarningMessages: z.array(z.string()),
  /** Models meeting every requirement given, smallest (nominal airflow) first. */
  Candidates: z.array(filterProductsCandidateSchema),
});

export const filterProducts = defineContract({
  method: 'POST',
  path: '/Integration/FilterProducts',
  summary: 'Candidate models of a product type or model class that meet a required capacity and airflow',
  tag: 'Integration',
  access: { kind: 'permission', permission: 'project.view' },
  body: filterProductsRequestSchema,
  response: filterProductsResponseSchema,
});
