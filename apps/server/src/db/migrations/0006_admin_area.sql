ALTER TABLE "employee" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Admin-area permissions come from internal user roles only (docs/decisions/0011-admin-area.md): the
-- first seed gave RepAdmin admin.companies, which would have let a rep firm manage every company.
DELETE FROM "company_role_permission" WHERE "permission" IN ('admin.companies', 'admin.users', 'admin.roles', 'admin.products', 'user.impersonate');
