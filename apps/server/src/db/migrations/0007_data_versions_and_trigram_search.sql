CREATE TABLE "data_version" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_schedule" ADD COLUMN "line_items_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "project_search_text_trgm_idx" ON "project" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Version counters for cached answers (schema/data-versions.ts), raised in the transaction of
-- every change whoever writes (API, seeds, ExcelUploader, bulk loads): once per statement.
INSERT INTO data_version (name, version) VALUES ('projects', 1), ('catalog', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Raised once per transaction at commit (deferred): every writer takes this row's lock last, so
-- it cannot take part in a deadlock, and bulk statements cost one update, not one per row.
CREATE FUNCTION raise_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('airquote.raised_' || TG_ARGV[0], true) IS DISTINCT FROM 'yes' THEN
    UPDATE data_version SET version = version + 1 WHERE name = TG_ARGV[0];
    PERFORM set_config('airquote.raised_' || TG_ARGV[0], 'yes', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('project', 'projects'), ('project_schedule', 'projects'), ('project_user', 'projects'),
      ('employee', 'projects'), ('company', 'projects'), ('brand', 'projects'),
      ('project_status', 'projects'),
      ('product_type', 'catalog'), ('product_type_category', 'catalog'), ('product_model_class', 'catalog'),
      ('product_model', 'catalog'), ('unit_size', 'catalog'), ('product_unit_size', 'catalog'),
      ('voltage', 'catalog'), ('product_voltage', 'catalog'), ('product_motor', 'catalog'),
      ('coil_profile', 'catalog'), ('air_flow_profile', 'catalog'), ('filter_pressure_drop', 'catalog'),
      ('heat_pump_rating', 'catalog'), ('electric_heat_option', 'catalog'),
      ('code_string_group', 'catalog'), ('code_string_segment', 'catalog'), ('code_string_value', 'catalog')
    ) AS t(table_name, version_name)
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_version(%L)',
      target.table_name || '_raises_' || target.version_name || '_version', target.table_name, target.version_name);
  END LOOP;
END $$;--> statement-breakpoint
-- Project lists show who created a project: only a change of name matters, not every sign-in.
CREATE CONSTRAINT TRIGGER app_user_name_raises_projects_version AFTER UPDATE OF first_name, last_name ON app_user
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION raise_data_version('projects');--> statement-breakpoint
-- project_schedule.line_items_version: one update per statement for the schedules it touched.
CREATE FUNCTION raise_line_items_version_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_schedule SET line_items_version = line_items_version + 1
  WHERE project_schedule_id IN (SELECT DISTINCT project_schedule_id FROM changed_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION raise_line_items_version_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_schedule SET line_items_version = line_items_version + 1
  WHERE project_schedule_id IN (SELECT project_schedule_id FROM new_rows UNION SELECT project_schedule_id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER line_item_insert_raises_version AFTER INSERT ON project_schedule_line_item
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_line_items_version_new();--> statement-breakpoint
CREATE TRIGGER line_item_delete_raises_version AFTER DELETE ON project_schedule_line_item
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_line_items_version_new();--> statement-breakpoint
CREATE TRIGGER line_item_update_raises_version AFTER UPDATE ON project_schedule_line_item
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION raise_line_items_version_update();
