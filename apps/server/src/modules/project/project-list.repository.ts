import type { ProjectListItem } from '@airquote/shared/contracts/project/project-schemas';
import type { projectSortFields } from '@airquote/shared/contracts/project/project-search-request';
import { type SQL, sql } from 'drizzle-orm';
import type { ProjectCounts } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { containsPattern, isoTimestamp, selectRows } from '../../db/raw-sql.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from './project-access.ts';

export type ProjectSortField = (typeof projectSortFields)[number];

type ProjectListRow = {
  project_id: number;
  name: string;
  description: string;
  is_active: boolean;
  expected_close_date: string;
  company_id: number;
  company_name: string;
  brand_id: number;
  brand_name: string;
  project_status_name: string | null;
  created_by_name: string;
  date_created: string;
  date_modified: string;
  row_version: number;
  schedules: ProjectListItem['ProjectSchedules'] | null;
};

/** The tables a project list row reads, aliased as the filters and sort keys expect. */
const listFrom = sql`from project p
  join company c on c.company_id = p.company_id
  join brand b on b.brand_id = p.brand_id
  left join project_status st on st.id = p.project_status_id
  join app_user u on u.user_id = p.created_by_user_id`;

/** Each project's schedules, newest change first, aggregated in the row (no query per project). */
const listColumns = sql`p.project_id, p.name, p.description, p.is_active,
  to_char(p.expected_close_date, 'YYYY-MM-DD') as expected_close_date,
  p.company_id, c.name as company_name, p.brand_id, b.name as brand_name, st.name as project_status_name,
  trim(u.first_name || ' ' || u.last_name) as created_by_name,
  ${isoTimestamp(sql`p.date_created`)} as date_created, ${isoTimestamp(sql`p.date_modified`)} as date_modified,
  p.row_version,
  (select json_agg(json_build_object(
      'ProjectScheduleId', s.project_schedule_id, 'Name', s.name, 'IsActive', s.is_active,
      'LineItemCount', s.line_item_count,
      'DateModified', ${isoTimestamp(sql`s.date_modified`)})
    order by s.date_modified desc nulls last, s.project_schedule_id desc)
   from project_schedule s where s.project_id = p.project_id) as schedules`;

export function toProjectListItem(row: ProjectListRow): ProjectListItem {
  return {
    ProjectId: row.project_id,
    Name: row.name,
    Description: row.description,
    IsActive: row.is_active,
    ExpectedCloseDate: row.expected_close_date,
    CompanyId: row.company_id,
    CompanyName: row.company_name,
    BrandId: row.brand_id,
    BrandName: row.brand_name,
    ProjectStatusName: row.project_status_name,
    CreatedByName: row.created_by_name,
    DateCreated: row.date_created,
    DateModified: row.date_modified,
    RowVersion: row.row_version,
    ProjectSchedules: row.schedules ?? [],
  };
}

const sortKeys: Record<ProjectSortField, SQL> = {
  Name: sql`lower(p.name)`,
  CompanyName: sql`lower(c.name)`,
  ExpectedCloseDate: sql`p.expected_close_date`,
  DateCreated: sql`p.date_created`,
  DateModified: sql`p.date_modified`,
  IsActive: sql`p.is_active`,
  ProjectStatusName: sql`lower(st.name)`,
};

/** Sort key, direction, missing values last, and the id to make the order total (stable pages). */
function orderBy(field: ProjectSortField, descending: boolean): SQL {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  // Only the status can be missing; the other keys are NOT NULL, where NULLS LAST would keep
  // PostgreSQL from reading a descending index backwards.
  const nulls = field === 'ProjectStatusName' ? sql.raw(' nulls last') : sql``;
  return sql`order by ${sortKeys[field]} ${direction}${nulls}, p.project_id ${direction}`;
}

export type ProjectFilter = {
  searchText: string;
  includeInactive: boolean;
  onlyMine: boolean;
};

/**
 * Name or description (lower-cased when written, see project.search_text), or the company name.
 * Two branches of one id set rather than an OR, so PostgreSQL can answer the first from the
 * trigram index (migration 0007) instead of testing every visible project.
 */
function textMatches(searchText: string): SQL {
  if (!searchText) return sql`true`;
  const pattern = containsPattern(searchText);
  return sql`p.project_id in (
    select t.project_id from project t where t.search_text like ${pattern}
    union all
    select c.project_id from project c
      where c.company_id in (select company_id from company where lower(name) like ${pattern}))`;
}

/** Created by the viewer, or the viewer is one of its project users. */
function isMine(viewer: Actor): SQL {
  return sql`(p.created_by_user_id = ${viewer.userId}
    or p.project_id in (select pu.project_id from project_user pu where pu.user_id = ${viewer.userId}))`;
}

/**
 * One page of the projects the viewer may see, in one statement: the page's ids are chosen first
 * (filters, sort, limit), then only those rows get their names and aggregated schedules.
 */
export async function selectProjectPage(
  db: DatabaseOrTransaction,
  viewer: Actor,
  filter: ProjectFilter,
  sort: { field: ProjectSortField; descending: boolean },
  page: { number: number; size: number },
): Promise<ProjectListItem[]> {
  const order = orderBy(sort.field, sort.descending);
  const rows = await selectRows<ProjectListRow>(
    db,
    sql`with page as (
        select p.project_id from project p
          ${sort.field === 'CompanyName' ? sql`join company c on c.company_id = p.company_id` : sql``}
          ${sort.field === 'ProjectStatusName' ? sql`left join project_status st on st.id = p.project_status_id` : sql``}
        where ${projectVisibleTo(viewer, 'p')} and ${textMatches(filter.searchText)}
          and ${filter.includeInactive ? sql`true` : sql`p.is_active`}
          and ${filter.onlyMine ? isMine(viewer) : sql`true`}
        ${order}
        limit ${page.size} offset ${(page.number - 1) * page.size})
      select ${listColumns} ${listFrom}
      where p.project_id in (select project_id from page)
      ${order}`,
  );
  return rows.map(toProjectListItem);
}

/**
 * The counts of spec section 4 for a search, in one statement: active and inactive projects the
 * list would show without paging and the status filter, and how many of them are the viewer's.
 */
export async function countProjects(
  db: DatabaseOrTransaction,
  viewer: Actor,
  filter: ProjectFilter,
): Promise<ProjectCounts> {
  const mine = isMine(viewer);
  const inScope = filter.onlyMine ? mine : sql`true`;
  const [row] = await selectRows<ProjectCounts>(
    db,
    sql`select count(*) filter (where p.is_active and ${inScope})::int as active,
        count(*) filter (where not p.is_active and ${inScope})::int as inactive,
        count(*) filter (where ${mine} and ${filter.includeInactive ? sql`true` : sql`p.is_active`})::int as mine
      from project p
      where ${projectVisibleTo(viewer, 'p')} and ${textMatches(filter.searchText)}`,
  );
  return row ?? { active: 0, inactive: 0, mine: 0 };
}

/** List rows for the given condition on `p` (one project, a company's projects, the newest). */
export async function selectProjectListItems(
  db: DatabaseOrTransaction,
  viewer: Actor,
  condition: SQL,
  limit: number,
): Promise<ProjectListItem[]> {
  const rows = await selectRows<ProjectListRow>(
    db,
    sql`select ${listColumns} ${listFrom}
      where ${projectVisibleTo(viewer, 'p')} and ${condition}
      order by p.date_modified desc, p.project_id desc
      limit ${limit}`,
  );
  return rows.map(toProjectListItem);
}

/** The conditions selectProjectListItems takes (its `p` is project). */
export const projectConditions = {
  all: (): SQL => sql`true`,
  id: (projectId: number): SQL => sql`p.project_id = ${projectId}`,
  company: (companyId: number): SQL => sql`p.company_id = ${companyId}`,
};
