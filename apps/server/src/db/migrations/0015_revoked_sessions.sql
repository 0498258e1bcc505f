CREATE TABLE "revoked_session" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_session" ADD CONSTRAINT "revoked_session_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_session_user_idx" ON "revoked_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revoked_session_expires_idx" ON "revoked_session" USING btree ("expires_at");