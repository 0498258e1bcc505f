// Issue 3 volume: 10,000 projects, 50,000 schedules and 500,000 line items, plus one schedule of
// exactly 500 line items, added by set-based SQL to a database the server has migrated and seeded.
// Works on PostgreSQL (a pg connection string) and on an embedded PGlite data directory.

export const VOLUME = {
  projects: 10_000,
  schedulesPerProject: 5,
  lineItemsPerSchedule: 10,
  bigSchedule: 500,
};

const statements = ({ projects, schedulesPerProject, lineItemsPerSchedule, bigSchedule }) => [
  `create temporary table bench_ids as
     select (select company_id from company where name = 'Northwind Reps') as northwind,
            (select company_id from company where name = 'Contoso Reps') as contoso,
            (select user_id from app_user where email_address = 'rep@northwind.test') as northwind_rep,
            (select user_id from app_user where email_address = 'rep@contoso.test') as contoso_rep`,
  // Three in four projects belong to Northwind, whose rep the benchmark signs in as.
  `insert into project (company_id, brand_id, name, description, expected_close_date, is_active,
       created_by_user_id, modified_by_user_id, date_created, date_modified)
   select case when g % 4 = 0 then ids.contoso else ids.northwind end,
          case when g % 4 = 0 then 2 else 1 end,
          'Bench ' || (array['Medical Center', 'Elementary School', 'Office Tower', 'Hotel', 'Research Lab',
                             'Apartments', 'Data Center', 'Library'])[1 + g % 8] || ' ' || g,
          'Generated for the project search benchmark',
          current_date + (g % 400),
          g % 10 <> 0,
          case when g % 4 = 0 then ids.contoso_rep else ids.northwind_rep end,
          case when g % 4 = 0 then ids.contoso_rep else ids.northwind_rep end,
          now() - make_interval(mins => g * 7),
          now() - make_interval(mins => g * 3)
   from generate_series(1, ${projects}) g cross join bench_ids ids`,
  `insert into project_schedule (project_id, name, description, is_active, next_tag_number,
       created_by_user_id, date_created, date_modified)
   select p.project_id, 'Schedule ' || n, '', true, ${lineItemsPerSchedule + 1}, p.created_by_user_id,
          p.date_created, p.date_modified - make_interval(mins => n)
   from project p cross join generate_series(1, ${schedulesPerProject}) n
   where p.name like 'Bench %'`,
  `create temporary table bench_models as
     select row_number() over (order by m.product_model_id) as position, m.product_model_id,
            m.product_model_class_id, c.product_type_category_id, t.product_type_id
     from product_model m
     join product_model_class c on c.product_model_class_id = m.product_model_class_id
     join product_type_category t on t.product_type_category_id = c.product_type_category_id`,
  `insert into project_schedule_line_item (project_schedule_id, product_type_id, product_type_category_id,
       product_model_class_id, product_model_id, item_qty, item_tag, is_active)
   select s.project_schedule_id, m.product_type_id, m.product_type_category_id, m.product_model_class_id,
          m.product_model_id, 1 + (n % 4), 'UNIT-' || n, n % 9 <> 0
   from project_schedule s
   cross join generate_series(1, ${lineItemsPerSchedule}) n
   join bench_models m on m.position = 1 + ((s.project_schedule_id + n) % (select count(*) from bench_models))
   join project p on p.project_id = s.project_id
   where p.name like 'Bench %'`,
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
