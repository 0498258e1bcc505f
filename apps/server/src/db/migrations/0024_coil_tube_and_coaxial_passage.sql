ALTER TABLE "coil_profile" ADD COLUMN "tube_inside_diameter_in" double precision DEFAULT 0.347 NOT NULL;--> statement-breakpoint
ALTER TABLE "heat_pump_rating" ADD COLUMN "water_passage_diameter_in" double precision;--> statement-breakpoint
-- Existing ratings get the seed's rule (reference-heat-pumps.ts coaxialPassageDiameterIn): a passage
-- sized for 3.5 ft/s at the rated flow, in. to 0.01.
UPDATE "heat_pump_rating" SET "water_passage_diameter_in" = round((sqrt(4 * ("rated_gpm" * 0.133681 / 60) / (pi() * 3.5)) * 12 * 100)::numeric) / 100.0;--> statement-breakpoint
-- The UPDATE queued the table's deferred data-version triggers (migration 0007); PostgreSQL refuses
-- to ALTER a table with pending trigger events, so they fire now (found upgrading a database seeded
-- before this migration, ADR 0045).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "heat_pump_rating" ALTER COLUMN "water_passage_diameter_in" SET NOT NULL;
