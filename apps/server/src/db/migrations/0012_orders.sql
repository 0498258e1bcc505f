CREATE SEQUENCE "public"."project_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "project_order" (
	"project_order_id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"project_quote_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"po_number" text NOT NULL,
	"requested_ship_date" date NOT NULL,
	"ship_to_location_id" integer,
	"bill_to_location_id" integer,
	"snapshot" jsonb NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"modified_by_user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_status_changed" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_order_status_check" CHECK ("project_order"."status" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "project_order" ADD CONSTRAINT "project_order_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_order" ADD CONSTRAINT "project_order_ship_to_location_id_location_location_id_fk" FOREIGN KEY ("ship_to_location_id") REFERENCES "public"."location"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_order" ADD CONSTRAINT "project_order_bill_to_location_id_location_location_id_fk" FOREIGN KEY ("bill_to_location_id") REFERENCES "public"."location"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_order" ADD CONSTRAINT "project_order_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_order" ADD CONSTRAINT "project_order_modified_by_user_id_app_user_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_order_number_unique" ON "project_order" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "project_order_quote_unique" ON "project_order" USING btree ("project_quote_id");--> statement-breakpoint
CREATE INDEX "project_order_status_idx" ON "project_order" USING btree ("status","date_created");