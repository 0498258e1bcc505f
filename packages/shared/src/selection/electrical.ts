import { z } from 'zod';
import type { CodeStringSegment, ProductModelValue } from '../logic/code-string-schemas.ts';
import { LinkedSegment, motorCodes } from '../logic/linked-segments.ts';

/**
 * Electrical data of a configured unit for its ordered voltage, motor and electric heat
 * (docs/domain.md "Electrical data", ADR 30). Pure: the browser shows it as the user chooses, the
 * server recomputes and stores it on Save.
 *
 * MCA (minimum circuit ampacity, NEC 440.33 / 430.24 / 424.3(B)):
 *   1.25 × the largest motor load (the compressor's RLA or a fan motor's FLA)
 *   + the other motor loads at 100 %
 *   + 1.25 × the electric heater's amps (fixed resistance heat is a continuous load).
 * For a fan coil with a heater that is 1.25 × (motor + heater), the 424.3(B) rule.
 * MOP (maximum overcurrent protection, UL 1995 / NEC 440.22):
 *   2.25 × the largest motor load + every other load at 100 % (heater included),
 *   rounded DOWN to a standard fuse size (NEC 240.6(A)); never below MCA rounded UP to the next
 *   standard size, and never below 15 A, the smallest standard size.
 * MCA is shown to 0.1 A rounded up, so it never understates the circuit.
 */

/** Standard fuse and inverse-time breaker ratings of NEC 240.6(A), in amps. */
export const STANDARD_FUSE_SIZES = [
  15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450,
  500, 600, 700, 800, 1000, 1200, 1600, 2000, 2500, 3000, 4000, 5000, 6000,
] as const;

const SMALLEST_FUSE = 15;

export const MCA_LARGEST_MOTOR_FACTOR = 1.25;
export const MCA_HEATER_FACTOR = 1.25;
export const MOP_LARGEST_MOTOR_FACTOR = 2.25;

/** Amps compared with this slack, so 20.000000001 A from float arithmetic still reads as 20 A. */
const EPSILON = 1e-9;

/** The smallest standard size at or above the amps; null past the largest (6000 A). */
export function standardFuseAtOrAbove(amps: number): number | null {
  return STANDARD_FUSE_SIZES.find((size) => size >= amps - EPSILON) ?? null;
}

/** The largest standard size at or below the amps; null below the smallest (15 A). */
export function standardFuseAtOrBelow(amps: number): number | null {
  return [...STANDARD_FUSE_SIZES].reverse().find((size) => size <= amps + EPSILON) ?? null;
}

const roundUpToTenth = (amps: number) => Math.ceil(amps * 10 - EPSILON) / 10;
const roundToTenth = (amps: number) => Math.round(amps * 10) / 10;

/** A resistance heater's line current: kW·1000/V single phase, kW·1000/(√3·V) three phase. */
export function heaterAmps(kw: number, volts: number, phase: number): number {
  return (kw * 1000) / ((phase === 3 ? Math.sqrt(3) : 1) * volts);
}

const supplyFields = {
  /** The catalog voltage name, e.g. 208/3/60. */
  VoltageName: z.string().min(1).max(40),
  Volts: z.number().int().positive(),
  Phase: z.union([z.literal(1), z.literal(3)]),
  Hertz: z.number().int().positive(),
};
const amps = z.number().finite().min(0).max(10_000);

/** The loads of one unit on one supply: what the MCA/MOP rules are applied to. */
export const electricalLoadsSchema = z.object({
  ...supplyFields,
  /** 1 PSC, 2 ECM (AirMotorType). */
  MotorType: z.number().int().positive(),
  MotorHorsepower: z.number().finite().min(0).max(1000),
  MotorFla: amps,
  /** Water source heat pumps: the compressor's rated load and locked rotor amps. */
  Compressor: z.object({ Rla: amps, Lra: amps }).nullable(),
  HeaterKw: z.number().finite().positive().max(1000).nullable(),
});
export type ElectricalLoads = z.infer<typeof electricalLoadsSchema>;

/** What the line item stores and the screen, the API and the submittal show. */
export const electricalDataSchema = z.object({
  ...supplyFields,
  MotorType: z.number().int().positive(),
  MotorHorsepower: z.number(),
  /** Fan motor full-load amps. */
  MotorFla: z.number(),
  CompressorRla: z.number().nullable(),
  CompressorLra: z.number().nullable(),
  HeaterKw: z.number().nullable(),
  /** The heater's line current at this supply, to 0.1 A. */
  HeaterAmps: z.number().nullable(),
  /** The load the 1.25 and 2.25 factors were applied to. */
  LargestLoad: z.enum(['Compressor', 'Motor']),
  /** Minimum circuit ampacity, A (0.1 A, rounded up). */
  Mca: z.number(),
  /** Maximum overcurrent protection, a standard fuse size in A. */
  Mop: z.number().int(),
});
export type ElectricalData = z.infer<typeof electricalDataSchema>;

/** MCA and MOP of one unit's loads, with the figures they came from. */
export function computeElectricalData(loads: ElectricalLoads): ElectricalData {
  const compressor = loads.Compressor;
  const compressorIsLargest = compressor !== null && compressor.Rla >= loads.MotorFla;
  const largest = compressorIsLargest ? compressor.Rla : loads.MotorFla;
  const otherMotors = compressorIsLargest ? loads.MotorFla : (compressor?.Rla ?? 0);
  const heater = loads.HeaterKw === null ? 0 : heaterAmps(loads.HeaterKw, loads.Volts, loads.Phase);

  const mca = roundUpToTenth(MCA_LARGEST_MOTOR_FACTOR * largest + otherMotors + MCA_HEATER_FACTOR * heater);
  const mopRaw = MOP_LARGEST_MOTOR_FACTOR * largest + otherMotors + heater;
  // Past the largest standard size (6000 A, no terminal unit comes near) the whole amps above MCA.
  const floor = standardFuseAtOrAbove(mca) ?? Math.ceil(mca);
  const mop = Math.max(standardFuseAtOrBelow(mopRaw) ?? SMALLEST_FUSE, floor);

  return {
    VoltageName: loads.VoltageName,
    Volts: loads.Volts,
    Phase: loads.Phase,
    Hertz: loads.Hertz,
    MotorType: loads.MotorType,
    MotorHorsepower: loads.MotorHorsepower,
    MotorFla: loads.MotorFla,
    CompressorRla: compressor?.Rla ?? null,
    CompressorLra: compressor?.Lra ?? null,
    HeaterKw: loads.HeaterKw,
    HeaterAmps: loads.HeaterKw === null ? null : roundToTenth(heater),
    LargestLoad: compressorIsLargest ? 'Compressor' : 'Motor',
    Mca: mca,
    Mop: mop,
  };
}

// ---------------------------------------------------------------- catalog ratings of a model

export const supplySchema = z.object(supplyFields);
export type Supply = z.infer<typeof supplySchema>;

/** A model's electrical catalog data: offered voltages, fan motors, compressors and heaters. */
export const modelElectricalRatingsSchema = z.object({
  ProductModelId: z.number().int().positive(),
  Voltages: z.array(supplySchema),
  Motors: z.array(
    z.object({
      VoltageName: z.string(),
      MotorType: z.number().int().positive(),
      Horsepower: z.number(),
      FullLoadAmps: z.number(),
    }),
  ),
  /** Empty for units without a compressor. */
  Compressors: z.array(
    z.object({ VoltageName: z.string(), RatedLoadAmps: z.number(), LockedRotorAmps: z.number() }),
  ),
  ElectricHeatKw: z.array(z.number()),
});
export type ModelElectricalRatings = z.infer<typeof modelElectricalRatingsSchema>;

/** What the code string orders: the supply (VOLT), the motor (MOTOR) and the heater (EHEAT). */
export type ElectricalChoice = {
  voltageName: string | null;
  motorType: number | null;
  heaterKw: number | null;
};

function chosenCode(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
  name: string,
): { code: string; description: string } | null {
  const segment = segments.find((item) => item.Name === name);
  if (!segment) return null;
  const valueId = chosen.find(
    (item) => item.CodeStringSegmentId === segment.CodeStringSegmentId,
  )?.CodeStringValueId;
  const value = segment.Values.find((item) => item.CodeStringValueId === valueId);
  return value ? { code: value.Code, description: value.Description } : null;
}

/** The VOLT segment, whose value descriptions are the catalog's voltage names (e.g. 208/3/60). */
export const VOLTAGE_SEGMENT = 'VOLT';

/**
 * Reads the ordered voltage, motor and heater from the chosen code-string values. A class without a
 * MOTOR segment takes its only motor type later (electricalLoadsOf); EHEAT codes are the kW.
 */
export function electricalChoiceOf(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): ElectricalChoice {
  const voltage = chosenCode(segments, chosen, VOLTAGE_SEGMENT);
  const motor = chosenCode(segments, chosen, LinkedSegment.Motor);
  const heat = chosenCode(segments, chosen, LinkedSegment.ElectricHeat);
  const motorType = motor ? (motorCodes.find(([code]) => code === motor.code)?.[1] ?? null) : null;
  const kw = heat ? Number(heat.code) : 0;
  return {
    voltageName: voltage?.description ?? null,
    motorType,
    heaterKw: Number.isFinite(kw) && kw > 0 ? kw : null,
  };
}

export type ElectricalLoadsOutcome = { ok: true; loads: ElectricalLoads } | { ok: false; reason: string };

/** The loads of the chosen voltage, motor and heater from the model's ratings, or why there are none. */
export function electricalLoadsOf(
  ratings: ModelElectricalRatings,
  choice: ElectricalChoice,
): ElectricalLoadsOutcome {
  if (choice.voltageName === null)
    return { ok: false, reason: 'Choose a voltage to see the electrical data.' };
  const supply = ratings.Voltages.find((voltage) => voltage.VoltageName === choice.voltageName);
  if (!supply) return { ok: false, reason: `The model is not rated for ${choice.voltageName}.` };
  const atVoltage = ratings.Motors.filter((motor) => motor.VoltageName === supply.VoltageName);
  const motorTypes = [...new Set(atVoltage.map((motor) => motor.MotorType))];
  const motorType = choice.motorType ?? (motorTypes.length === 1 ? motorTypes[0] : null);
  const motor = atVoltage.find((item) => item.MotorType === motorType);
  if (!motor) return { ok: false, reason: `No motor rating for this motor at ${supply.VoltageName}.` };
  const compressor =
    ratings.Compressors.length === 0
      ? null
      : (ratings.Compressors.find((item) => item.VoltageName === supply.VoltageName) ?? undefined);
  if (compressor === undefined)
    return { ok: false, reason: `No compressor rating at ${supply.VoltageName}.` };
  if (choice.heaterKw !== null && !ratings.ElectricHeatKw.includes(choice.heaterKw))
    return { ok: false, reason: `The model offers no ${choice.heaterKw} kW heater.` };
  return {
    ok: true,
    loads: {
      ...supply,
      MotorType: motor.MotorType,
      MotorHorsepower: motor.Horsepower,
      MotorFla: motor.FullLoadAmps,
      Compressor: compressor ? { Rla: compressor.RatedLoadAmps, Lra: compressor.LockedRotorAmps } : null,
      HeaterKw: choice.heaterKw,
    },
  };
}

/** Electrical data of the configured unit, or null when the catalog lacks a rating for the choice. */
export function electricalDataOf(
  ratings: ModelElectricalRatings,
  choice: ElectricalChoice,
): ElectricalData | null {
  const outcome = electricalLoadsOf(ratings, choice);
  return outcome.ok ? computeElectricalData(outcome.loads) : null;
}
