-- Where each rating row's values came from (ADR 0045): 'catalog' (the seed's, brought to the current
-- published ratings at start-up while untouched) or 'upload' (an admin's, never overwritten). Existing
-- rows stay null here: the next start-up classifies them against the values every earlier seed wrote
-- (apps/server/src/db/seed/catalog-ratings-refresh.ts), which SQL alone cannot reproduce.
ALTER TABLE "air_flow_profile" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "coil_profile" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "filter_pressure_drop" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "heat_pump_rating" ADD COLUMN "source" text;