CREATE TABLE "audit_log" (
	"audit_log_id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"impersonator_user_id" integer,
	"action" text NOT NULL,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"css_class" text NOT NULL,
	"colors" jsonb NOT NULL,
	"logo_svg" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"company_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"email_domain" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_brand_id" integer NOT NULL,
	"logo_file_name" text DEFAULT '' NOT NULL,
	"logo_content_type" text,
	"logo_data" "bytea",
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_role" (
	"company_role_id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"role_name" text NOT NULL,
	CONSTRAINT "company_role_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "employee_company_role" (
	"employee_id" integer NOT NULL,
	"company_role_id" integer NOT NULL,
	CONSTRAINT "employee_company_role_employee_id_company_role_id_pk" PRIMARY KEY("employee_id","company_role_id")
);
--> statement-breakpoint
CREATE TABLE "employee" (
	"employee_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_email" (
	"outbox_email_id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_sent" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"password_reset_token_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_role_permission" (
	"company_role_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "company_role_permission_company_role_id_permission_pk" PRIMARY KEY("company_role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "permission" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_role_permission" (
	"user_role_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "user_role_permission_user_role_id_permission_pk" PRIMARY KEY("user_role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "app_user_user_role" (
	"user_id" integer NOT NULL,
	"user_role_id" integer NOT NULL,
	CONSTRAINT "app_user_user_role_user_id_user_role_id_pk" PRIMARY KEY("user_id","user_role_id")
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_internal_employee" boolean,
	"approval_status" text DEFAULT 'Pending' NOT NULL,
	"registered_company_name" text DEFAULT '' NOT NULL,
	"signed_customer_terms_of_use" boolean DEFAULT false NOT NULL,
	"signed_customer_terms_of_use_at" timestamp with time zone,
	"default_company_id" integer,
	"token_version" integer DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_role_id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "user_role_value_unique" UNIQUE("value")
);
--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_default_brand_id_brand_brand_id_fk" FOREIGN KEY ("default_brand_id") REFERENCES "public"."brand"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_company_role" ADD CONSTRAINT "employee_company_role_employee_id_employee_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_company_role" ADD CONSTRAINT "employee_company_role_company_role_id_company_role_company_role_id_fk" FOREIGN KEY ("company_role_id") REFERENCES "public"."company_role"("company_role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_role_permission" ADD CONSTRAINT "company_role_permission_company_role_id_company_role_company_role_id_fk" FOREIGN KEY ("company_role_id") REFERENCES "public"."company_role"("company_role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_role_permission" ADD CONSTRAINT "company_role_permission_permission_permission_name_fk" FOREIGN KEY ("permission") REFERENCES "public"."permission"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_permission" ADD CONSTRAINT "user_role_permission_user_role_id_user_role_user_role_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."user_role"("user_role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_permission" ADD CONSTRAINT "user_role_permission_permission_permission_name_fk" FOREIGN KEY ("permission") REFERENCES "public"."permission"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_user_role" ADD CONSTRAINT "app_user_user_role_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_user_role" ADD CONSTRAINT "app_user_user_role_user_role_id_user_role_user_role_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."user_role"("user_role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_default_company_id_company_company_id_fk" FOREIGN KEY ("default_company_id") REFERENCES "public"."company"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_impersonator_idx" ON "audit_log" USING btree ("impersonator_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_name_unique" ON "company" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employee_user_company_unique" ON "employee" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "employee_company_idx" ON "employee" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "outbox_email_due_idx" ON "outbox_email" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "password_reset_token_user_idx" ON "password_reset_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_unique" ON "app_user" USING btree (lower("email_address"));