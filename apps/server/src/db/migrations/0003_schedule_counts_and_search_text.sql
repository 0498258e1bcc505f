ALTER TABLE "project_schedule" ADD COLUMN "line_item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_schedule" ADD COLUMN "active_line_item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED NOT NULL;