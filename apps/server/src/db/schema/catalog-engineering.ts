import type { AirFlowProfile, HeatPumpRating } from '@airquote/shared/selection/selection-schemas';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productModelClasses, productModels, productTypes } from './catalog.ts';

/**
 * The catalog's engineering data around the product hierarchy (docs/domain.md sections 3 and 4), in the
 * shapes of packages/shared/src/selection/selection-schemas.ts. Editable by ExcelUploader.
 * Engineering quantities are measurements, so double precision; money stays integer cents.
 */

/** Unit sizes of a product type (02…12 fan coils, 007…060 WSHP). */
export const unitSizes = pgTable(
  'unit_size',
  {
    unitSizeId: serial('unit_size_id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.productTypeId),
    code: text('code').notNull(),
    nominalCfm: integer('nominal_cfm').notNull(),
    /** Nominal cooling tons (WSHP) or null. */
    nominalTons: doublePrecision('nominal_tons'),
  },
  (table) => [uniqueIndex('unit_size_type_code_unique').on(table.productTypeId, table.code)],
);

/** A model's physical data: dimensions (inches) and shipping weight (lb). */
export const productUnitSizes = pgTable('product_unit_size', {
  productUnitSizeId: serial('product_unit_size_id').primaryKey(),
  productModelId: integer('product_model_id')
    .notNull()
    .unique()
    .references(() => productModels.productModelId),
  unitSizeId: integer('unit_size_id')
    .notNull()
    .references(() => unitSizes.unitSizeId),
  lengthIn: doublePrecision('length_in').notNull(),
  widthIn: doublePrecision('width_in').notNull(),
  heightIn: doublePrecision('height_in').notNull(),
  weightLb: doublePrecision('weight_lb').notNull(),
});

/** Electrical supplies, e.g. 115/1/60. */
export const voltages = pgTable('voltage', {
  voltageId: serial('voltage_id').primaryKey(),
  name: text('name').notNull().unique(),
  volts: integer('volts').notNull(),
  phase: integer('phase').notNull(),
  hertz: integer('hertz').notNull(),
});

/** Voltages a model is offered in. */
export const productVoltages = pgTable(
  'product_voltage',
  {
    productVoltageId: serial('product_voltage_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    voltageId: integer('voltage_id')
      .notNull()
      .references(() => voltages.voltageId),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('product_voltage_unique').on(table.productModelId, table.voltageId)],
);

/** Motors of a model per motor type (1 PSC, 2 ECM) and voltage, with nameplate data. */
export const productMotors = pgTable(
  'product_motor',
  {
    productMotorId: serial('product_motor_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    motorType: integer('motor_type').notNull(),
    voltageId: integer('voltage_id')
      .notNull()
      .references(() => voltages.voltageId),
    horsepower: doublePrecision('horsepower').notNull(),
    fullLoadAmps: doublePrecision('full_load_amps').notNull(),
  },
  (table) => [uniqueIndex('product_motor_unique').on(table.productModelId, table.motorType, table.voltageId)],
);

/**
 * Where a rating row's values came from (ADR 0045): 'catalog', the seed's reference ratings, which
 * start-up brings to the current published values while the row is untouched; 'upload', an admin's
 * (a catalog spreadsheet upload, or a row that matched no seed's values at the upgrade), never
 * overwritten. Null only until the first start-up after migration 0026 classifies the row.
 */
export const ratingSources = ['catalog', 'upload'] as const;
export type RatingSource = (typeof ratingSources)[number];

/** A water coil of one model and row count with its rating point (selection-schemas CoilProfile). */
export const coilProfiles = pgTable(
  'coil_profile',
  {
    coilProfileId: serial('coil_profile_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    duty: text('duty', { enum: ['Cooling', 'Heating'] }).notNull(),
    rows: integer('rows').notNull(),
    finsPerInch: doublePrecision('fins_per_inch').notNull(),
    faceAreaSqFt: doublePrecision('face_area_sq_ft').notNull(),
    tubeCircuits: integer('tube_circuits').notNull(),
    /** Tube inside diameter, in. (3/8 in. OD copper, 0.014 in. wall, unless the catalog says otherwise). */
    tubeInsideDiameterIn: doublePrecision('tube_inside_diameter_in').notNull().default(0.347),
    ratedCfm: doublePrecision('rated_cfm').notNull(),
    ratedEnteringDbF: doublePrecision('rated_entering_db_f').notNull(),
    ratedEnteringWbF: doublePrecision('rated_entering_wb_f'),
    ratedEnteringFluidF: doublePrecision('rated_entering_fluid_f').notNull(),
    ratedFluidDeltaTF: doublePrecision('rated_fluid_delta_t_f').notNull(),
    ratedTotalMbh: doublePrecision('rated_total_mbh').notNull(),
    ratedSensibleMbh: doublePrecision('rated_sensible_mbh'),
    ratedFluidPdFt: doublePrecision('rated_fluid_pd_ft').notNull(),
    ratedAirPdInWg: doublePrecision('rated_air_pd_in_wg').notNull(),
    minCfm: doublePrecision('min_cfm').notNull(),
    maxCfm: doublePrecision('max_cfm').notNull(),
    minGpm: doublePrecision('min_gpm').notNull(),
    maxGpm: doublePrecision('max_gpm').notNull(),
    minEnteringFluidF: doublePrecision('min_entering_fluid_f').notNull(),
    maxEnteringFluidF: doublePrecision('max_entering_fluid_f').notNull(),
    /** Where the values came from (ADR 0045): see ratingSources. */
    source: text('source', { enum: ratingSources }),
  },
  (table) => [
    uniqueIndex('coil_profile_model_duty_rows_unique').on(table.productModelId, table.duty, table.rows),
  ],
);

/** A model's fan per motor type: the speed-tap curves (selection-schemas AirFlowProfile). */
export const airFlowProfiles = pgTable(
  'air_flow_profile',
  {
    airFlowProfileId: serial('air_flow_profile_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    motorType: integer('motor_type').notNull(),
    taps: jsonb('taps').$type<AirFlowProfile['Taps']>().notNull(),
    /** Where the values came from (ADR 0045): see ratingSources. */
    source: text('source', { enum: ratingSources }),
  },
  (table) => [uniqueIndex('air_flow_profile_model_motor_unique').on(table.productModelId, table.motorType)],
);

/** Filter ΔP = K·(V/500)^N per model and filter (selection-schemas FilterPressureDrop). */
export const filterPressureDrops = pgTable(
  'filter_pressure_drop',
  {
    filterPressureDropId: serial('filter_pressure_drop_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    filterName: text('filter_name').notNull(),
    faceAreaSqFt: doublePrecision('face_area_sq_ft').notNull(),
    k: doublePrecision('k').notNull(),
    n: doublePrecision('n').notNull(),
    /** Where the values came from (ADR 0045): see ratingSources. */
    source: text('source', { enum: ratingSources }),
  },
  (table) => [uniqueIndex('filter_pressure_drop_unique').on(table.productModelId, table.filterName)],
);

/** WSHP ISO 13256-1 rating and correction curves (selection-schemas HeatPumpRating). */
export const heatPumpRatings = pgTable('heat_pump_rating', {
  heatPumpRatingId: serial('heat_pump_rating_id').primaryKey(),
  productModelId: integer('product_model_id')
    .notNull()
    .unique()
    .references(() => productModels.productModelId),
  ratedCfm: doublePrecision('rated_cfm').notNull(),
  ratedGpm: doublePrecision('rated_gpm').notNull(),
  ratedCoolingMbh: doublePrecision('rated_cooling_mbh').notNull(),
  ratedSensibleRatio: doublePrecision('rated_sensible_ratio').notNull(),
  ratedEer: doublePrecision('rated_eer').notNull(),
  ratedHeatingMbh: doublePrecision('rated_heating_mbh').notNull(),
  ratedCop: doublePrecision('rated_cop').notNull(),
  ratedFluidPdFt: doublePrecision('rated_fluid_pd_ft').notNull(),
  /** Hydraulic diameter of the coaxial heat exchanger's water passage, in. (migration 0024 fills old rows). */
  waterPassageDiameterIn: doublePrecision('water_passage_diameter_in').notNull(),
  corrections: jsonb('corrections').$type<HeatPumpRating['Corrections']>().notNull(),
  minCoolingEwtF: doublePrecision('min_cooling_ewt_f').notNull(),
  maxCoolingEwtF: doublePrecision('max_cooling_ewt_f').notNull(),
  minHeatingEwtF: doublePrecision('min_heating_ewt_f').notNull(),
  maxHeatingEwtF: doublePrecision('max_heating_ewt_f').notNull(),
  minCfm: doublePrecision('min_cfm').notNull(),
  maxCfm: doublePrecision('max_cfm').notNull(),
  minGpm: doublePrecision('min_gpm').notNull(),
  maxGpm: doublePrecision('max_gpm').notNull(),
  /** Where the values came from (ADR 0045): see ratingSources. */
  source: text('source', { enum: ratingSources }),
});

/** Electric heat kW offered on a model. */
export const electricHeatOptions = pgTable(
  'electric_heat_option',
  {
    electricHeatOptionId: serial('electric_heat_option_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    kw: doublePrecision('kw').notNull(),
  },
  (table) => [uniqueIndex('electric_heat_option_unique').on(table.productModelId, table.kw)],
);

/**
 * A water source heat pump's compressor per voltage: rated load amps (RLA) and locked rotor amps
 * (LRA) from its nameplate, for the unit's MCA and MOP (packages/shared/src/selection/electrical.ts).
 */
export const compressorRatings = pgTable(
  'compressor_rating',
  {
    compressorRatingId: serial('compressor_rating_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    voltageId: integer('voltage_id')
      .notNull()
      .references(() => voltages.voltageId),
    ratedLoadAmps: doublePrecision('rated_load_amps').notNull(),
    lockedRotorAmps: doublePrecision('locked_rotor_amps').notNull(),
  },
  (table) => [uniqueIndex('compressor_rating_unique').on(table.productModelId, table.voltageId)],
);

// ---------------------------------------------------------------- code strings
export const codeStringGroups = pgTable('code_string_group', {
  codeStringGroupId: serial('code_string_group_id').primaryKey(),
  displayName: text('display_name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const codeStringSegments = pgTable(
  'code_string_segment',
  {
    codeStringSegmentId: serial('code_string_segment_id').primaryKey(),
    productModelClassId: integer('product_model_class_id')
      .notNull()
      .references(() => productModelClasses.productModelClassId),
    codeStringGroupId: integer('code_string_group_id')
      .notNull()
      .references(() => codeStringGroups.codeStringGroupId),
    /** Upper-case key used in availability rules. */
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    startPosition: integer('start_position').notNull(),
    length: integer('length').notNull(),
  },
  (table) => [
    uniqueIndex('code_string_segment_class_name_unique').on(table.productModelClassId, table.name),
    index('code_string_segment_class_idx').on(table.productModelClassId),
  ],
);

export const codeStringValues = pgTable(
  'code_string_value',
  {
    codeStringValueId: serial('code_string_value_id').primaryKey(),
    codeStringSegmentId: integer('code_string_segment_id')
      .notNull()
      .references(() => codeStringSegments.codeStringSegmentId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    listPriceAdderCents: integer('list_price_adder_cents').notNull().default(0),
    /** Logic expression over other segments' codes; '' or 'ANY' = always available. */
    availabilityRule: text('availability_rule').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('code_string_value_segment_code_unique').on(table.codeStringSegmentId, table.code)],
);
