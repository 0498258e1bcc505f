CREATE SEQUENCE "public"."project_quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "project_quote_net_add" (
	"project_quote_net_add_id" serial PRIMARY KEY NOT NULL,
	"project_quote_id" integer NOT NULL,
	"net_add_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_quote_net_add_amount_check" CHECK ("project_quote_net_add"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_quote_note" (
	"project_quote_note_id" serial PRIMARY KEY NOT NULL,
	"project_quote_id" integer NOT NULL,
	"kind" text DEFAULT 'General' NOT NULL,
	"note" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_quote_schedule" (
	"project_quote_id" integer NOT NULL,
	"project_schedule_id" integer NOT NULL,
	CONSTRAINT "project_quote_schedule_project_quote_id_project_schedule_id_pk" PRIMARY KEY("project_quote_id","project_schedule_id")
);
--> statement-breakpoint
CREATE TABLE "project_quote" (
	"project_quote_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"quote_number" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"supersedes_quote_id" integer,
	"superseded_by_quote_id" integer,
	"brand_id" integer NOT NULL,
	"transaction_type" integer DEFAULT 1 NOT NULL,
	"ship_to_location_id" integer,
	"bill_to_location_id" integer,
	"valid_until" date NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"modified_by_user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_status_changed" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_quote_status_check" CHECK ("project_quote"."status" between 1 and 6),
	CONSTRAINT "project_quote_transaction_type_check" CHECK ("project_quote"."transaction_type" in (1, 2)),
	CONSTRAINT "project_quote_revision_check" CHECK ("project_quote"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "project_quote_net_add" ADD CONSTRAINT "project_quote_net_add_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_net_add" ADD CONSTRAINT "project_quote_net_add_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_note" ADD CONSTRAINT "project_quote_note_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_note" ADD CONSTRAINT "project_quote_note_author_user_id_app_user_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_schedule" ADD CONSTRAINT "project_quote_schedule_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_schedule" ADD CONSTRAINT "project_quote_schedule_project_schedule_id_project_schedule_project_schedule_id_fk" FOREIGN KEY ("project_schedule_id") REFERENCES "public"."project_schedule"("project_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_project_id_project_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_supersedes_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("supersedes_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_superseded_by_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("superseded_by_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_brand_id_brand_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_ship_to_location_id_location_location_id_fk" FOREIGN KEY ("ship_to_location_id") REFERENCES "public"."location"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_bill_to_location_id_location_location_id_fk" FOREIGN KEY ("bill_to_location_id") REFERENCES "public"."location"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote" ADD CONSTRAINT "project_quote_modified_by_user_id_app_user_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_quote_net_add_quote_idx" ON "project_quote_net_add" USING btree ("project_quote_id");--> statement-breakpoint
CREATE INDEX "project_quote_note_quote_idx" ON "project_quote_note" USING btree ("project_quote_id","at");--> statement-breakpoint
CREATE INDEX "project_quote_schedule_schedule_idx" ON "project_quote_schedule" USING btree ("project_schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_quote_number_revision_unique" ON "project_quote" USING btree ("quote_number","revision");--> statement-breakpoint
CREATE INDEX "project_quote_project_idx" ON "project_quote" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_quote_supersedes_unique" ON "project_quote" USING btree ("supersedes_quote_id");--> statement-breakpoint
CREATE INDEX "project_quote_status_idx" ON "project_quote" USING btree ("status","date_status_changed");