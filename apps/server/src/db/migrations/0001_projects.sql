CREATE TABLE "product_model_class" (
	"product_model_class_id" serial PRIMARY KEY NOT NULL,
	"product_type_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_model" (
	"product_model_id" serial PRIMARY KEY NOT NULL,
	"product_model_class_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_size" text NOT NULL,
	"nominal_cfm" integer NOT NULL,
	"nominal_capacity_mbh" numeric(8, 2) NOT NULL,
	"base_list_price_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_model_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_type_category" (
	"product_type_category_id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_type_lookup" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type" (
	"product_type_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"country_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"event_log_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_user_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_province_code" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_attachment" (
	"project_attachment_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"project_quote_id" integer,
	"attachment_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"project_attachment_lookup_value" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"uploaded_by_user_id" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_market" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_phase" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_schedule_line_item" (
	"project_schedule_line_item_id" serial PRIMARY KEY NOT NULL,
	"project_schedule_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_type_category_id" integer NOT NULL,
	"product_model_class_id" integer NOT NULL,
	"product_model_id" integer NOT NULL,
	"item_qty" integer DEFAULT 1 NOT NULL,
	"item_tag" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"performance" jsonb,
	"code_string" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_schedule" (
	"project_schedule_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"location_id" integer,
	"next_tag_number" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_user" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by_user_id" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_user_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project" (
	"project_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expected_close_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"project_market_id" integer,
	"project_status_id" integer,
	"project_phase_id" integer,
	"win_probability_id" integer,
	"location_id" integer,
	"created_by_user_id" integer NOT NULL,
	"modified_by_user_id" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_province" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "state_province_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "win_probability" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_model_class" ADD CONSTRAINT "product_model_class_product_type_category_id_product_type_category_product_type_category_id_fk" FOREIGN KEY ("product_type_category_id") REFERENCES "public"."product_type_category"("product_type_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_model" ADD CONSTRAINT "product_model_product_model_class_id_product_model_class_product_model_class_id_fk" FOREIGN KEY ("product_model_class_id") REFERENCES "public"."product_model_class"("product_model_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_category" ADD CONSTRAINT "product_type_category_product_type_id_product_type_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_type"("product_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_project_id_project_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachment" ADD CONSTRAINT "project_attachment_project_id_project_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachment" ADD CONSTRAINT "project_attachment_uploaded_by_user_id_app_user_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD CONSTRAINT "project_schedule_line_item_project_schedule_id_project_schedule_project_schedule_id_fk" FOREIGN KEY ("project_schedule_id") REFERENCES "public"."project_schedule"("project_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD CONSTRAINT "project_schedule_line_item_product_type_id_product_type_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_type"("product_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD CONSTRAINT "project_schedule_line_item_product_type_category_id_product_type_category_product_type_category_id_fk" FOREIGN KEY ("product_type_category_id") REFERENCES "public"."product_type_category"("product_type_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD CONSTRAINT "project_schedule_line_item_product_model_class_id_product_model_class_product_model_class_id_fk" FOREIGN KEY ("product_model_class_id") REFERENCES "public"."product_model_class"("product_model_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD CONSTRAINT "project_schedule_line_item_product_model_id_product_model_product_model_id_fk" FOREIGN KEY ("product_model_id") REFERENCES "public"."product_model"("product_model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule" ADD CONSTRAINT "project_schedule_project_id_project_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule" ADD CONSTRAINT "project_schedule_location_id_location_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_schedule" ADD CONSTRAINT "project_schedule_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user" ADD CONSTRAINT "project_user_project_id_project_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user" ADD CONSTRAINT "project_user_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user" ADD CONSTRAINT "project_user_added_by_user_id_app_user_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_brand_id_brand_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_project_market_id_project_market_id_fk" FOREIGN KEY ("project_market_id") REFERENCES "public"."project_market"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_project_status_id_project_status_id_fk" FOREIGN KEY ("project_status_id") REFERENCES "public"."project_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_project_phase_id_project_phase_id_fk" FOREIGN KEY ("project_phase_id") REFERENCES "public"."project_phase"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_win_probability_id_win_probability_id_fk" FOREIGN KEY ("win_probability_id") REFERENCES "public"."win_probability"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_location_id_location_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_modified_by_user_id_app_user_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_province" ADD CONSTRAINT "state_province_country_code_country_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_model_class_category_idx" ON "product_model_class" USING btree ("product_type_category_id");--> statement-breakpoint
CREATE INDEX "product_model_class_idx" ON "product_model" USING btree ("product_model_class_id");--> statement-breakpoint
CREATE INDEX "product_type_category_type_idx" ON "product_type_category" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "event_log_project_at_idx" ON "event_log" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "project_attachment_project_idx" ON "project_attachment" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "line_item_schedule_idx" ON "project_schedule_line_item" USING btree ("project_schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_item_schedule_tag_unique" ON "project_schedule_line_item" USING btree ("project_schedule_id","item_tag");--> statement-breakpoint
CREATE INDEX "project_schedule_project_idx" ON "project_schedule" USING btree ("project_id","date_modified");--> statement-breakpoint
CREATE INDEX "project_user_user_idx" ON "project_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_company_modified_idx" ON "project" USING btree ("company_id","date_modified");--> statement-breakpoint
CREATE INDEX "project_modified_idx" ON "project" USING btree ("date_modified");--> statement-breakpoint
CREATE INDEX "project_created_by_idx" ON "project" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "project_name_lower_idx" ON "project" USING btree (lower("name"));