CREATE TABLE "project_party" (
	"project_party_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"role" text NOT NULL,
	"company_name" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_party_role_check" CHECK ("project_party"."role" in ('Owner', 'EngineerOfRecord', 'Architect', 'MechanicalContractor'))
);
--> statement-breakpoint
CREATE TABLE "project_party_contact" (
	"project_party_contact_id" serial PRIMARY KEY NOT NULL,
	"project_party_id" integer NOT NULL,
	"name" text NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_acceptance" (
	"quote_acceptance_id" serial PRIMARY KEY NOT NULL,
	"project_quote_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to_email" text NOT NULL,
	"sent_to_name" text DEFAULT '' NOT NULL,
	"sent_by_user_id" integer NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"decision" text,
	"signer_name" text,
	"signer_title" text,
	"signature" text,
	"decline_reason" text,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "quote_acceptance_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "quote_acceptance_decision_check" CHECK ("quote_acceptance"."decision" is null or "quote_acceptance"."decision" in ('Accepted', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "quote_addressee" (
	"project_quote_id" integer PRIMARY KEY NOT NULL,
	"project_party_contact_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_party" ADD CONSTRAINT "project_party_project_id_project_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_party_contact" ADD CONSTRAINT "project_party_contact_project_party_id_project_party_project_party_id_fk" FOREIGN KEY ("project_party_id") REFERENCES "public"."project_party"("project_party_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptance" ADD CONSTRAINT "quote_acceptance_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptance" ADD CONSTRAINT "quote_acceptance_sent_by_user_id_app_user_user_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_addressee" ADD CONSTRAINT "quote_addressee_project_quote_id_project_quote_project_quote_id_fk" FOREIGN KEY ("project_quote_id") REFERENCES "public"."project_quote"("project_quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_addressee" ADD CONSTRAINT "quote_addressee_project_party_contact_id_project_party_contact_project_party_contact_id_fk" FOREIGN KEY ("project_party_contact_id") REFERENCES "public"."project_party_contact"("project_party_contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_party_project_idx" ON "project_party" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_party_contact_party_idx" ON "project_party_contact" USING btree ("project_party_id");--> statement-breakpoint
CREATE INDEX "quote_acceptance_quote_idx" ON "quote_acceptance" USING btree ("project_quote_id");