CREATE INDEX "project_schedule_location_idx" ON "project_schedule" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "project_schedule_created_by_idx" ON "project_schedule" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "project_location_idx" ON "project" USING btree ("location_id");