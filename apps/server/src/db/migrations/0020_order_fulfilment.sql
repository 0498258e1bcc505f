CREATE TABLE "app_setting" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"modified_by_user_id" integer,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_order" ADD COLUMN "ship_to_address" jsonb;--> statement-breakpoint
ALTER TABLE "project_order" ADD COLUMN "bill_to_address" jsonb;--> statement-breakpoint
ALTER TABLE "project_order" ADD COLUMN "fulfilment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app_setting" ADD CONSTRAINT "app_setting_modified_by_user_id_app_user_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;