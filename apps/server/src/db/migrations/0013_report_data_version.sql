-- Reports (issue 7) are answered from one in-memory data set per version (docs/decisions/0016):
-- 'reports' is raised, like 'projects' and 'catalog' (migration 0007), once per transaction at commit
-- by every table whose rows a report reads beyond those two (quotes, their lines' prices, orders,
-- reviews, regions, win probabilities). Line items also raise 'projects' through their schedule.
INSERT INTO data_version (name, version) VALUES ('reports', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY[
    'project_quote', 'project_quote_schedule', 'project_quote_net_add', 'project_quote_cat_multiplier',
    'project_quote_eng_request', 'project_order', 'project_schedule_line_item',
    'product_type_category_multiplier', 'company_region', 'region', 'win_probability'
  ]
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_version(%L)',
      target || '_raises_reports_version', target, 'reports');
  END LOOP;
END $$;
