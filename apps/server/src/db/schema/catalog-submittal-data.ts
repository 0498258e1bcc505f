import { doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { productModels } from './catalog.ts';

/**
 * A model's published engineering data that the submittal's Engineering Data page prints (issue #17
 * part 5, ADR 0044): sound power per octave band per fan speed, pipe connections and service
 * clearances. Catalog rows like the ratings of catalog-engineering.ts, matched by natural keys.
 */

/** Fan speeds sound is published at: the three taps of coil units, the one rating point of a heat pump. */
export const FAN_SPEEDS = ['High', 'Medium', 'Low', 'Rated'] as const;
/**
 * Where on the cabinet a connection or a clearance is: the end the line item's coil connection
 * (AirCoilConnection Left 1 / Right 2) puts the piping on, the other end, or a face.
 */
export const CABINET_SIDES = ['Front', 'ConnectionEnd', 'OppositeEnd', 'Back', 'Top', 'Bottom'] as const;

/** Sound power level per octave band, dB re 1 pW (AHRI 260 / ISO 3741), of a model at one fan speed. */
export const productSoundPowers = pgTable(
  'product_sound_power',
  {
    productSoundPowerId: serial('product_sound_power_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    fanSpeed: text('fan_speed', { enum: FAN_SPEEDS }).notNull(),
    band63HzDb: doublePrecision('band_63_hz_db').notNull(),
    band125HzDb: doublePrecision('band_125_hz_db').notNull(),
    band250HzDb: doublePrecision('band_250_hz_db').notNull(),
    band500HzDb: doublePrecision('band_500_hz_db').notNull(),
    band1000HzDb: doublePrecision('band_1000_hz_db').notNull(),
    band2000HzDb: doublePrecision('band_2000_hz_db').notNull(),
    band4000HzDb: doublePrecision('band_4000_hz_db').notNull(),
    band8000HzDb: doublePrecision('band_8000_hz_db').notNull(),
  },
  (table) => [uniqueIndex('product_sound_power_unique').on(table.productModelId, table.fanSpeed)],
);

/** A pipe connection of a model: nominal size and type as published, and where it is on the cabinet. */
export const productPipeConnections = pgTable(
  'product_pipe_connection',
  {
    productPipeConnectionId: serial('product_pipe_connection_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    name: text('name').notNull(),
    /** Nominal size as the catalog prints it, e.g. 3/4 in. */
    size: text('size').notNull(),
    /** e.g. FPT, OD sweat. */
    connectionType: text('connection_type').notNull(),
    /** The coil it serves: a Heating coil's connections exist only on units built with one (4-pipe). */
    coilDuty: text('coil_duty', { enum: ['Cooling', 'Heating'] }),
    side: text('side', { enum: CABINET_SIDES }).notNull(),
    /** Centre height above the base as a fraction of the unit's height; null when the side alone places it. */
    heightFraction: doublePrecision('height_fraction'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('product_pipe_connection_unique').on(table.productModelId, table.name)],
);

/** The free space a model needs on one side for service (filters, fan, controls, piping), inches. */
export const productServiceClearances = pgTable(
  'product_service_clearance',
  {
    productServiceClearanceId: serial('product_service_clearance_id').primaryKey(),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    side: text('side', { enum: CABINET_SIDES }).notNull(),
    /** What the space is for, e.g. filter, fan and control access; '' when nothing is named. */
    purpose: text('purpose').notNull().default(''),
    inches: doublePrecision('inches').notNull(),
  },
  (table) => [uniqueIndex('product_service_clearance_unique').on(table.productModelId, table.side)],
);
