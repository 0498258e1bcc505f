// Issue 3 volume: 10,000 projects, 50,000 schedules and 500,000 line items, plus one schedule of
// exactly 500 line items, added by set-based SQL to a database the server has migrated and seeded.
// Works on PostgreSQL (a pg connection string) and on an embedded PGlite data directory.
// The statements every volume benchmark starts from (quotes-list.mjs, reports.mjs) are exported.

/** A temporary table bench_ids of the seeded rep companies and their reps, whom generated rows belong to. */
export const idsTableSql = `create temporary table bench_ids as
     select (select company_id from company where name = 'Northwind Reps') as northwind,
            (select company_id from company where name = 'Contoso Reps') as contoso,
            (select user_id from app_user where email_address = 'rep@northwind.test') as northwind_rep,
            (select user_id from app_user where email_address = 'rep@contoso.test') as contoso_rep`;

/** A temporary table bench_models: the catalog's models numbered from 1, with their line-item headers. */
export const modelsTableSql = `create temporary table bench_models as
     select row_number() over (order by m.product_model_id) as position, m.product_model_id,
            m.product_model_class_id, c.product_type_category_id, t.product_type_id
     from product_model m
     join product_model_class c on c.product_model_class_id = m.product_model_class_id
     join product_type_category t on t.product_type_category_id = c.product_type_category_id`;

/**
 * `count` projects named `<prefix> <kind of building> <g>` (eight kinds), three in four Northwind's
 * (brand 1, its rep) and the others Contoso's (brand 2), closing over 400 days, changed 3 minutes apart.
 */
export const projectsSql = ({ count, prefix, description, isActive = 'true', dateCreated }) =>
  `insert into project (company_id, brand_id, name, description, expected_close_date, is_active,
       created_by_user_id, modified_by_user_id, date_created, date_modified)
   select case when g % 4 = 0 then ids.contoso else ids.northwind end,
          case when g % 4 = 0 then 2 else 1 end,
          '${prefix} ' || (array['Medical Center', 'Elementary School', 'Office Tower', 'Hotel', 'Research Lab',
                          'Apartments', 'Data Center', 'Library'])[1 + g % 8] || ' ' || g,
          '${description}', current_date + (g % 400), ${isActive},
          case when g % 4 = 0 then ids.contoso_rep else ids.northwind_rep end,
          case when g % 4 = 0 then ids.contoso_rep else ids.northwind_rep end,
          ${dateCreated}, now() - make_interval(mins => g * 3)
   from generate_series(1, ${count}) g cross join bench_ids ids`;

/**
 * `perSchedule` line items (quantities 1-4, tags UNIT-n) on every schedule of the projects named like
 * `projectsLike`, the catalog's models taken in turn from position `spread` (after bench_models).
 */
export const lineItemsSql = ({
  projectsLike,
  perSchedule,
  spread = 's.project_schedule_id + n',
  isActive = 'true',
}) =>
  `insert into project_schedule_line_item (project_schedule_id, product_type_id, product_type_category_id,
       product_model_class_id, product_model_id, item_qty, item_tag, is_active)
   select s.project_schedule_id, m.product_type_id, m.product_type_category_id, m.product_model_class_id,
          m.product_model_id, 1 + (n % 4), 'UNIT-' || n, ${isActive}
   from project_schedule s
   cross join generate_series(1, ${perSchedule}) n
   join bench_models m on m.position = 1 + ((${spread}) % (select count(*) from bench_models))
   join project p on p.project_id = s.project_id
   where p.name like '${projectsLike}'`;

export const VOLUME = {
  projects: 10_000,
  schedulesPerProject: 5,
  lineItemsPerSchedule: 10,
  bigSchedule: 500,
};

const statements = ({ projects, schedulesPerProject, lineItemsPerSchedule, bigSchedule }) => [
  idsTableSql,
  // Three in four projects belong to Northwind, whose rep the benchmark signs in as.
  projectsSql({
    count: projects,
    prefix: 'Bench',
    description: 'Generated for the project search benchmark',
    isActive: 'g % 10 <> 0',
    dateCreated: 'now() - make_interval(mins => g * 7)',
  }),
  `insert into project_schedule (project_id, name, description, is_active, next_tag_number,
       created_by_user_id, date_created, date_modified)
   select p.project_id, 'Schedule ' || n, '', true, ${lineItemsPerSchedule + 1}, p.created_by_user_id,
          p.date_created, p.date_modified - make_interval(mins => n)
   from project p cross join generate_series(1, ${schedulesPerProject}) n
   where p.name like 'Bench %'`,
  modelsTableSql,
  lineItemsSql({ projectsLike: 'Bench %', perSchedule: lineItemsPerSchedule, isActive: 'n % 9 <> 0' }),
  `insert into project_schedule (project_id, name, description, is_active, next_tag_number, created_by_user_id)
   select min(p.project_id), 'Bench 500 items', '', true, ${bigSchedule + 1}, min(p.created_by_user_id)
   from project p cross join bench_ids ids where p.company_id = ids.northwind and p.name like 'Bench %'`,
  `insert into project_schedule_line_item (project_schedule_id, product_type_id, product_type_category_id,
       product_model_class_id, product_model_id, item_qty, item_tag, is_active)
   select s.project_schedule_id, m.product_type_id, m.product_type_category_id, m.product_model_class_id,
          m.product_model_id, 1, 'UNIT-' || n, true
   from project_schedule s cross join generate_series(1, ${bigSchedule}) n
   join bench_models m on m.position = 1 + (n % (select count(*) from bench_models))
   where s.name = 'Bench 500 items'`,
  'analyze',
];

const check = `select (select count(*) from product_model) as models,
  (select count(*) from project) as projects, (select count(*) from project_schedule) as schedules,
  (select count(*) from project_schedule_line_item) as line_items,
  (select project_schedule_id from project_schedule where name = 'Bench 500 items') as big_schedule_id`;

/** Adds the volume through `query(sql)`; returns the row counts and the 500-item schedule id. */
export async function addVolume(query, volume = VOLUME) {
  const before = (await query(check)).rows[0];
  if (Number(before.models) === 0) throw new Error('The catalog has no product models: seed it first.');
  for (const statement of statements(volume)) await query(statement);
  const after = (await query(check)).rows[0];
  return {
    projects: Number(after.projects),
    schedules: Number(after.schedules),
    lineItems: Number(after.line_items),
    bigScheduleId: Number(after.big_schedule_id),
  };
}
