CREATE TABLE "project_quote_cat_multiplier" (
	"project_quote_cat_multiplier_id" serial PRIMARY KEY NOT NULL,
	"project_quote_id" integer NOT NULL,
	"product_type_category_id" integer NOT NULL,
	"requested_multiplier" numeric(6, 4) NOT NULL,
	"standard_multiplier" numeric(6, 4) NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_quote_cat_multiplier_requested_check" CHECK ("project_quote_cat_multiplier"."requested_multiplier" > 0 and "project_quote_cat_multiplier"."requested_multiplier" <= "project_quote_cat_multiplier"."standard_multiplier")
);
--> statement-breakpoint
ALTER TABLE "project_quote_cat_multiplier" ADD CONSTRAINT "project_quote_cat_multiplier_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_cat_multiplier" ADD CONSTRAINT "project_quote_cat_multiplier_product_type_category_id_product_type_category_product_type_category_id_fk" FOREIGN KEY ("product_type_category_id") REFERENCES "public"."product_type_category"("product_type_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_cat_multiplier" ADD CONSTRAINT "project_quote_cat_multiplier_requested_by_user_id_app_user_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_cat_multiplier" ADD CONSTRAINT "project_quote_cat_multiplier_decided_by_user_id_app_user_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_quote_cat_multiplier_quote_idx" ON "project_quote_cat_multiplier" USING btree ("project_quote_id","product_type_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_quote_cat_multiplier_pending_unique" ON "project_quote_cat_multiplier" USING btree ("project_quote_id","product_type_category_id") WHERE "project_quote_cat_multiplier"."status" = 'Pending';