CREATE TABLE "product_pipe_connection" (
	"product_pipe_connection_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"connection_type" text NOT NULL,
	"coil_duty" text,
	"side" text NOT NULL,
	"height_fraction" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_service_clearance" (
	"product_service_clearance_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"side" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"inches" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sound_power" (
	"product_sound_power_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"fan_speed" text NOT NULL,
	"band_63_hz_db" double precision NOT NULL,
	"band_125_hz_db" double precision NOT NULL,
	"band_250_hz_db" double precision NOT NULL,
	"band_500_hz_db" double precision NOT NULL,
	"band_1000_hz_db" double precision NOT NULL,
	"band_2000_hz_db" double precision NOT NULL,
	"band_4000_hz_db" double precision NOT NULL,
	"band_8000_hz_db" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_pipe_connection" ADD CONSTRAINT "product_pipe_connection_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_service_clearance" ADD CONSTRAINT "product_service_clearance_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sound_power" ADD CONSTRAINT "product_sound_power_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_pipe_connection_unique" ON "product_pipe_connection" USING btree ("product_model_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_service_clearance_unique" ON "product_service_clearance" USING btree ("product_model_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sound_power_unique" ON "product_sound_power" USING btree ("product_model_id","fan_speed");--> statement-breakpoint
-- Sound power, pipe connections and service clearances are catalog data: a change raises the catalog version (migration 0007).
CREATE CONSTRAINT TRIGGER product_sound_power_raises_catalog_version AFTER INSERT OR UPDATE OR DELETE ON product_sound_power DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_version('catalog');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pipe_connection_raises_catalog_version AFTER INSERT OR UPDATE OR DELETE ON product_pipe_connection DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_version('catalog');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_service_clearance_raises_catalog_version AFTER INSERT OR UPDATE OR DELETE ON product_service_clearance DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_version('catalog');
