CREATE TABLE "project_quote_eng_request" (
	"project_quote_eng_request_id" serial PRIMARY KEY NOT NULL,
	"project_quote_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"reviewed_by_user_id" integer,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_quote_eng_request_status_check" CHECK ("project_quote_eng_request"."status" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "project_quote_note" ADD COLUMN "project_quote_eng_request_id" integer;--> statement-breakpoint
ALTER TABLE "project_quote_eng_request" ADD CONSTRAINT "project_quote_eng_request_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_eng_request" ADD CONSTRAINT "project_quote_eng_request_requested_by_user_id_app_user_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quote_eng_request" ADD CONSTRAINT "project_quote_eng_request_reviewed_by_user_id_app_user_user_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_quote_eng_request_open_unique" ON "project_quote_eng_request" USING btree ("project_quote_id") WHERE "project_quote_eng_request"."status" in (1, 2, 5);--> statement-breakpoint
ALTER TABLE "project_quote_note" ADD CONSTRAINT "project_quote_note_project_quote_eng_request_id_project_quote_eng_request_project_quote_eng_request_id_fk" FOREIGN KEY ("project_quote_eng_request_id") REFERENCES "public"."project_quote_eng_request"("project_quote_eng_request_id") ON DELETE set null ON UPDATE no action;