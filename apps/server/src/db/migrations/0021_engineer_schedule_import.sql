CREATE TABLE "engineer_schedule_mapping" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_selection_job" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"project_schedule_id" integer NOT NULL,
	"created_by_user_id" integer,
	"status" text DEFAULT 'Queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engineer_schedule_mapping" ADD CONSTRAINT "engineer_schedule_mapping_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_selection_job" ADD CONSTRAINT "schedule_selection_job_project_schedule_id_project_schedule_project_schedule_id_fk" FOREIGN KEY ("project_schedule_id") REFERENCES "public"."project_schedule"("project_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_selection_job" ADD CONSTRAINT "schedule_selection_job_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_selection_job_schedule_idx" ON "schedule_selection_job" USING btree ("project_schedule_id");