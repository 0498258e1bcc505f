CREATE TABLE "company_region" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor" (
	"distributor_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_province_code" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_category_multiplier" (
	"product_type_category_multiplier_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_type_category_id" integer NOT NULL,
	"transaction_type" integer NOT NULL,
	"multiplier" numeric(6, 4) NOT NULL,
	"modified_by_user_id" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_type_category_multiplier_type_check" CHECK ("product_type_category_multiplier"."transaction_type" in (1, 2)),
	CONSTRAINT "product_type_category_multiplier_range_check" CHECK ("product_type_category_multiplier"."multiplier" > 0 and "product_type_category_multiplier"."multiplier" <= 1.5)
);
--> statement-breakpoint
CREATE TABLE "region" (
	"region_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"regional_sales_manager_user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_region" ADD CONSTRAINT "company_region_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_region" ADD CONSTRAINT "company_region_region_id_region_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor" ADD CONSTRAINT "distributor_region_id_region_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_category_multiplier" ADD CONSTRAINT "product_type_category_multiplier_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_category_multiplier" ADD CONSTRAINT "product_type_category_multiplier_product_type_category_id_product_type_category_product_type_category_id_fk" FOREIGN KEY ("product_type_category_id") REFERENCES "public"."product_type_category"("product_type_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_category_multiplier" ADD CONSTRAINT "product_type_category_multiplier_modified_by_user_id_app_user_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region" ADD CONSTRAINT "region_regional_sales_manager_user_id_app_user_user_id_fk" FOREIGN KEY ("regional_sales_manager_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_region_region_idx" ON "company_region" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_name_unique" ON "distributor" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "distributor_region_idx" ON "distributor" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_category_multiplier_unique" ON "product_type_category_multiplier" USING btree ("company_id","product_type_category_id","transaction_type");--> statement-breakpoint
CREATE INDEX "product_type_category_multiplier_category_idx" ON "product_type_category_multiplier" USING btree ("product_type_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "region_name_unique" ON "region" USING btree (lower("name"));