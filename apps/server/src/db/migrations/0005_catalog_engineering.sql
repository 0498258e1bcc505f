CREATE TABLE "air_flow_profile" (
	"air_flow_profile_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"motor_type" integer NOT NULL,
	"taps" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_string_group" (
	"code_string_group_id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_string_group_display_name_unique" UNIQUE("display_name")
);
--> statement-breakpoint
CREATE TABLE "code_string_segment" (
	"code_string_segment_id" serial PRIMARY KEY NOT NULL,
	"product_model_class_id" integer NOT NULL,
	"code_string_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"start_position" integer NOT NULL,
	"length" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_string_value" (
	"code_string_value_id" serial PRIMARY KEY NOT NULL,
	"code_string_segment_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"list_price_adder_cents" integer DEFAULT 0 NOT NULL,
	"availability_rule" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coil_profile" (
	"coil_profile_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"duty" text NOT NULL,
	"rows" integer NOT NULL,
	"fins_per_inch" double precision NOT NULL,
	"face_area_sq_ft" double precision NOT NULL,
	"tube_circuits" integer NOT NULL,
	"rated_cfm" double precision NOT NULL,
	"rated_entering_db_f" double precision NOT NULL,
	"rated_entering_wb_f" double precision,
	"rated_entering_fluid_f" double precision NOT NULL,
	"rated_fluid_delta_t_f" double precision NOT NULL,
	"rated_total_mbh" double precision NOT NULL,
	"rated_sensible_mbh" double precision,
	"rated_fluid_pd_ft" double precision NOT NULL,
	"rated_air_pd_in_wg" double precision NOT NULL,
	"min_cfm" double precision NOT NULL,
	"max_cfm" double precision NOT NULL,
	"min_gpm" double precision NOT NULL,
	"max_gpm" double precision NOT NULL,
	"min_entering_fluid_f" double precision NOT NULL,
	"max_entering_fluid_f" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electric_heat_option" (
	"electric_heat_option_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"kw" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_pressure_drop" (
	"filter_pressure_drop_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"filter_name" text NOT NULL,
	"face_area_sq_ft" double precision NOT NULL,
	"k" double precision NOT NULL,
	"n" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heat_pump_rating" (
	"heat_pump_rating_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"rated_cfm" double precision NOT NULL,
	"rated_gpm" double precision NOT NULL,
	"rated_cooling_mbh" double precision NOT NULL,
	"rated_sensible_ratio" double precision NOT NULL,
	"rated_eer" double precision NOT NULL,
	"rated_heating_mbh" double precision NOT NULL,
	"rated_cop" double precision NOT NULL,
	"rated_fluid_pd_ft" double precision NOT NULL,
	"corrections" jsonb NOT NULL,
	"min_cooling_ewt_f" double precision NOT NULL,
	"max_cooling_ewt_f" double precision NOT NULL,
	"min_heating_ewt_f" double precision NOT NULL,
	"max_heating_ewt_f" double precision NOT NULL,
	"min_cfm" double precision NOT NULL,
	"max_cfm" double precision NOT NULL,
	"min_gpm" double precision NOT NULL,
	"max_gpm" double precision NOT NULL,
	CONSTRAINT "heat_pump_rating_product_model_id_unique" UNIQUE("product_model_id")
);
--> statement-breakpoint
CREATE TABLE "product_motor" (
	"product_motor_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"motor_type" integer NOT NULL,
	"voltage_id" integer NOT NULL,
	"horsepower" double precision NOT NULL,
	"full_load_amps" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_unit_size" (
	"product_unit_size_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"unit_size_id" integer NOT NULL,
	"length_in" double precision NOT NULL,
	"width_in" double precision NOT NULL,
	"height_in" double precision NOT NULL,
	"weight_lb" double precision NOT NULL,
	CONSTRAINT "product_unit_size_product_model_id_unique" UNIQUE("product_model_id")
);
--> statement-breakpoint
CREATE TABLE "product_voltage" (
	"product_voltage_id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"voltage_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_size" (
	"unit_size_id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"nominal_cfm" integer NOT NULL,
	"nominal_tons" double precision
);
--> statement-breakpoint
CREATE TABLE "voltage" (
	"voltage_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"volts" integer NOT NULL,
	"phase" integer NOT NULL,
	"hertz" integer NOT NULL,
	CONSTRAINT "voltage_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD COLUMN "product_model_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "air_flow_profile" ADD CONSTRAINT "air_flow_profile_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_string_segment" ADD CONSTRAINT "code_string_segment_product_model_class_id_product_model_class_product_model_class_id_fk" FOREIGN KEY ("product_model_class_id") REFERENCES "public"."product_model_class"("product_model_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_string_segment" ADD CONSTRAINT "code_string_segment_code_string_group_id_code_string_group_code_string_group_id_fk" FOREIGN KEY ("code_string_group_id") REFERENCES "public"."code_string_group"("code_string_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_string_value" ADD CONSTRAINT "code_string_value_code_string_segment_id_code_string_segment_code_string_segment_id_fk" FOREIGN KEY ("code_string_segment_id") REFERENCES "public"."code_string_segment"("code_string_segment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coil_profile" ADD CONSTRAINT "coil_profile_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electric_heat_option" ADD CONSTRAINT "electric_heat_option_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_pressure_drop" ADD CONSTRAINT "filter_pressure_drop_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_pump_rating" ADD CONSTRAINT "heat_pump_rating_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_motor" ADD CONSTRAINT "product_motor_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_motor" ADD CONSTRAINT "product_motor_voltage_id_voltage_voltage_id_fk" FOREIGN KEY ("voltage_id") REFERENCES "public"."voltage"("voltage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_unit_size" ADD CONSTRAINT "product_unit_size_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_unit_size" ADD CONSTRAINT "product_unit_size_unit_size_id_unit_size_unit_size_id_fk" FOREIGN KEY ("unit_size_id") REFERENCES "public"."unit_size"("unit_size_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_voltage" ADD CONSTRAINT "product_voltage_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_voltage" ADD CONSTRAINT "product_voltage_voltage_id_voltage_voltage_id_fk" FOREIGN KEY ("voltage_id") REFERENCES "public"."voltage"("voltage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_size" ADD CONSTRAINT "unit_size_product_type_id_product_type_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_type"("product_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "air_flow_profile_model_motor_unique" ON "air_flow_profile" USING btree ("product_model_id","motor_type");--> statement-breakpoint
CREATE UNIQUE INDEX "code_string_segment_class_name_unique" ON "code_string_segment" USING btree ("product_model_class_id","name");--> statement-breakpoint
CREATE INDEX "code_string_segment_class_idx" ON "code_string_segment" USING btree ("product_model_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "code_string_value_segment_code_unique" ON "code_string_value" USING btree ("code_string_segment_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coil_profile_model_duty_rows_unique" ON "coil_profile" USING btree ("product_model_id","duty","rows");--> statement-breakpoint
CREATE UNIQUE INDEX "electric_heat_option_unique" ON "electric_heat_option" USING btree ("product_model_id","kw");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_pressure_drop_unique" ON "filter_pressure_drop" USING btree ("product_model_id","filter_name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_motor_unique" ON "product_motor" USING btree ("product_model_id","motor_type","voltage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_voltage_unique" ON "product_voltage" USING btree ("product_model_id","voltage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_size_type_code_unique" ON "unit_size" USING btree ("product_type_id","code");