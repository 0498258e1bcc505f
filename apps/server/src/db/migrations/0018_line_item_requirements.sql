ALTER TABLE "project_schedule_line_item" ADD COLUMN "requirements" jsonb;--> statement-breakpoint
ALTER TABLE "project_schedule_line_item" ADD COLUMN "requirement_override" jsonb;