CREATE TABLE "project_quote_price_snapshot" (
	"project_quote_id" integer PRIMARY KEY NOT NULL,
	"line_items" jsonb NOT NULL,
	"totals" jsonb,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_quote_price_snapshot" ADD CONSTRAINT "project_quote_price_snapshot_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;