CREATE TABLE "compressor_rating" (
	"compressor_rating_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"voltage_id" integer NOT NULL,
	"rated_load_amps" double precision NOT NULL,
	"locked_rotor_amps" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD COLUMN "electrical_data" jsonb;--> statement-breakpoint
ALTER TABLE "compressor_rating" ADD CONSTRAINT "compressor_rating_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compressor_rating" ADD CONSTRAINT "compressor_rating_voltage_id_voltage_voltage_id_fk" FOREIGN KEY ("voltage_id") REFERENCES "public"."voltage"("voltage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compressor_rating_unique" ON "compressor_rating" USING btree ("product_model_id","voltage_id");--> statement-breakpoint
-- Compressor ratings are catalog data: a change raises the catalog version the selection cache checks (migration 0007).
CREATE CONSTRAINT TRIGGER compressor_rating_raises_catalog_version AFTER INSERT OR UPDATE OR DELETE ON compressor_rating DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_version('catalog');
