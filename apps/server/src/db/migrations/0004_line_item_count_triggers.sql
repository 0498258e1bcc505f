-- project_schedule.line_item_count and active_line_item_count follow the line items, whoever writes
-- them (the API, seeds, bulk loads): one aggregated update per statement, not one per row.
CREATE FUNCTION project_schedule_line_item_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_schedule s
  SET line_item_count = s.line_item_count + n.total,
      active_line_item_count = s.active_line_item_count + n.active
  FROM (SELECT project_schedule_id, count(*)::int AS total, (count(*) FILTER (WHERE is_active))::int AS active
        FROM inserted_rows GROUP BY project_schedule_id) n
  WHERE s.project_schedule_id = n.project_schedule_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION project_schedule_line_item_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_schedule s
  SET line_item_count = s.line_item_count - n.total,
      active_line_item_count = s.active_line_item_count - n.active
  FROM (SELECT project_schedule_id, count(*)::int AS total, (count(*) FILTER (WHERE is_active))::int AS active
        FROM deleted_rows GROUP BY project_schedule_id) n
  WHERE s.project_schedule_id = n.project_schedule_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION project_schedule_line_item_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_schedule s
  SET line_item_count = s.line_item_count + n.total,
      active_line_item_count = s.active_line_item_count + n.active
  FROM (SELECT project_schedule_id, sum(total)::int AS total, sum(active)::int AS active
        FROM (SELECT project_schedule_id, 1 AS total, CASE WHEN is_active THEN 1 ELSE 0 END AS active FROM new_rows
              UNION ALL
              SELECT project_schedule_id, -1, CASE WHEN is_active THEN -1 ELSE 0 END FROM old_rows) changes
        GROUP BY project_schedule_id) n
  WHERE s.project_schedule_id = n.project_schedule_id AND (n.total <> 0 OR n.active <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_schedule_line_item_counts_insert AFTER INSERT ON project_schedule_line_item
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION project_schedule_line_item_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER project_schedule_line_item_counts_delete AFTER DELETE ON project_schedule_line_item
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION project_schedule_line_item_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER project_schedule_line_item_counts_update AFTER UPDATE ON project_schedule_line_item
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION project_schedule_line_item_counts_after_update();--> statement-breakpoint
UPDATE project_schedule s
SET line_item_count = n.total, active_line_item_count = n.active
FROM (SELECT project_schedule_id, count(*)::int AS total, (count(*) FILTER (WHERE is_active))::int AS active
      FROM project_schedule_line_item GROUP BY project_schedule_id) n
WHERE s.project_schedule_id = n.project_schedule_id;
