import type { Project, projectInputSchema } from '@airquote/shared/contracts/project/project-schemas';
import type { projectSearchRequestSchema } from '@airquote/shared/contracts/project/project-search-request';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { isEmployeeOf } from '../company/company.repository.ts';
import { changedFields, recordEvent } from '../event-log/event-log.service.ts';
import {
  type LocationInput,
  recordLocationChange,
  toLocation,
  upsertOwnedLocation,
} from '../location/location.service.ts';
import { mayReadAttachment } from './attachment-prices.ts';
import { projectMessages as messages } from './project.messages.ts';
import {
  brandExists,
  findCompany,
  findLookup,
  findProjectWithLocation,
  insertProject,
  type ProjectLookupKind,
  type ProjectValues,
  selectLookupOptions,
  selectProjectUsers,
  selectScheduleLocations,
  updateProjectIfVersion,
} from './project.repository.ts';
import { accessMessages, type ProjectRow, requireVisibleProject } from './project-access.ts';
import { selectProjectAttachments } from './project-attachment.repository.ts';
import {
  countProjects,
  projectConditions,
  selectProjectListItems,
  selectProjectPage,
} from './project-list.repository.ts';
import { projectSnapshot, toProjectAttachment, toProjectUser } from './project-mappers.ts';

type ProjectInput = z.output<typeof projectInputSchema>;
type ProjectSearchRequest = z.output<typeof projectSearchRequestSchema>;

const lookupFields: Array<{ field: keyof ProjectInput; kind: ProjectLookupKind; label: string }> = [
  { field: 'ProjectMarketId', kind: 'market', label: 'market' },
  { field: 'ProjectStatusId', kind: 'status', label: 'status' },
  { field: 'ProjectPhaseId', kind: 'phase', label: 'phase' },
  { field: 'WinProbabilityId', kind: 'winProbability', label: 'win probability' },
];
const currentLookupId: Record<ProjectLookupKind, (row: ProjectRow) => number | null> = {
  market: (row) => row.projectMarketId,
  status: (row) => row.projectStatusId,
  phase: (row) => row.projectPhaseId,
  winProbability: (row) => row.winProbabilityId,
};

/**
 * Company, brand and lookups must exist; a new choice must be active (a project keeps a value that
 * was retired after it was chosen). Users other than internal staff choose among their companies.
 */
async function validateProjectInput(
  db: DatabaseOrTransaction,
  viewer: Actor,
  input: ProjectInput,
  current: ProjectRow | null,
): Promise<ProjectValues> {
  if (input.CompanyId !== current?.companyId) {
    const company = await findCompany(db, input.CompanyId);
    if (!company) throw badRequest(messages.companyNotAllowed, { CompanyId: messages.companyNotAllowed });
    if (!viewer.isInternal && !(await isEmployeeOf(db, viewer.userId, company.companyId)))
      throw badRequest(messages.companyNotAllowed, { CompanyId: messages.companyNotAllowed });
    if (!company.isActive)
      throw badRequest(messages.companyInactive, { CompanyId: messages.companyInactive });
  }
  if (input.BrandId !== current?.brandId && !(await brandExists(db, input.BrandId)))
    throw badRequest(messages.brandNotFound, { BrandId: messages.brandNotFound });
  for (const { field, kind, label } of lookupFields) {
    const id = input[field] as number | null;
    if (id === null || (current && currentLookupId[kind](current) === id)) continue;
    const lookup = await findLookup(db, kind, id);
    if (!lookup)
      throw badRequest(messages.lookupNotFound(label), { [field]: messages.lookupNotFound(label) });
    if (!lookup.isActive)
      throw badRequest(messages.lookupInactive(label), { [field]: messages.lookupInactive(label) });
  }
  return {
    name: input.Name,
    description: input.Description,
    expectedCloseDate: input.ExpectedCloseDate,
    companyId: input.CompanyId,
    brandId: input.BrandId,
    projectMarketId: input.ProjectMarketId,
    projectStatusId: input.ProjectStatusId,
    projectPhaseId: input.ProjectPhaseId,
    winProbabilityId: input.WinProbabilityId,
  };
}

/** A project as the detail page shows it: list fields, lookups, location, users and attachments. */
export async function loadProjectDetail(
  db: DatabaseOrTransaction,
  viewer: Actor,
  projectId: number,
): Promise<Project> {
  const [listItem] = await selectProjectListItems(db, viewer, projectConditions.id(projectId), 1);
  const row = listItem && (await findProjectWithLocation(db, projectId));
  if (!listItem || !row) throw notFound(accessMessages.projectNotFound);
  const users = await selectProjectUsers(db, projectId);
  const attachments = (await selectProjectAttachments(db, projectId)).filter((file) =>
    mayReadAttachment(viewer, file),
  );
  return {
    ...listItem,
    ProjectMarketId: row.project.projectMarketId,
    ProjectStatusId: row.project.projectStatusId,
    ProjectPhaseId: row.project.projectPhaseId,
    WinProbabilityId: row.project.winProbabilityId,
    Location: row.location ? toLocation(row.location) : null,
    ProjectUsers: users.map(toProjectUser),
    Attachments: attachments.map(toProjectAttachment),
  };
}

export async function getShallowProject(deps: AppDeps, viewer: Actor, projectId: number) {
  const [listItem] = await selectProjectListItems(deps.db, viewer, projectConditions.id(projectId), 1);
  if (!listItem) throw notFound(accessMessages.projectNotFound);
  return listItem;
}

/** The most recently changed projects the viewer may see, inactive ones included. */
export async function getRecentProjects(deps: AppDeps, viewer: Actor) {
  return selectProjectListItems(deps.db, viewer, projectConditions.all(), 200);
}

/** A company's projects; 404 for a company the viewer does not work for (internal staff see all). */
export async function getCustomerProjects(deps: AppDeps, viewer: Actor, companyId: number) {
  const company = await findCompany(deps.db, companyId);
  const allowed = company && (viewer.isInternal || (await isEmployeeOf(deps.db, viewer.userId, companyId)));
  if (!allowed) throw notFound(messages.companyNotFound);
  return selectProjectListItems(deps.db, viewer, projectConditions.company(companyId), 1000);
}

/** Spec section 4: one page of projects and the counts, in two statements whatever the page size. */
/**
 * One page of the projects the viewer may see with the counts of spec section 4. `dataVersion` is
 * the 'projects' version read before this call: the counts are reused while it holds.
 */
export async function searchProjects(
  deps: AppDeps,
  viewer: Actor,
  request: ProjectSearchRequest,
  dataVersion: string,
) {
  const filter = {
    searchText: request.SearchText,
    includeInactive: request.IncludeInactive,
    onlyMine: request.IncludeCurrentUserProjectsOnly,
  };
  const [page, counts] = await Promise.all([
    selectProjectPage(
      deps.db,
      viewer,
      filter,
      {
        field: request.SortRequest.SortField,
        descending: request.SortRequest.SortDirection === 'Descending',
      },
      { number: request.PageNumber, size: request.PageSize },
    ),
    deps.caches.projectCounts.getOrBuild(
      JSON.stringify([viewer.userId, viewer.isInternal, filter]),
      dataVersion,
      () => countProjects(deps.db, viewer, filter),
    ),
  ]);
  return {
    Projects: page,
    QtyOfActiveProjects: counts.active,
    QtyOfInactiveProjects: counts.inactive,
    QtyOfProjectsForCurrentUser: counts.mine,
    EventLogs: [],
    PageNumber: request.PageNumber,
    PageSize: request.PageSize,
  };
}

export async function createProject(deps: AppDeps, viewer: Actor, input: ProjectInput): Promise<Project> {
  const projectId = await deps.db.transaction(async (tx) => {
    const values = await validateProjectInput(tx, viewer, input, null);
    const row = await insertProject(tx, { ...values, createdByUserId: viewer.userId });
    await recordEvent(tx, viewer, {
      projectId: row.projectId,
      entityType: 'Project',
      entityId: row.projectId,
      action: 'Created',
      summary: `Created project "${row.name}"`,
      after: projectSnapshot(row),
    });
    return row.projectId;
  });
  return loadProjectDetail(deps.db, viewer, projectId);
}

/** The project if the caller's row version is still current; 409 (stale) otherwise. */
async function requireCurrentProject(
  db: DatabaseOrTransaction,
  viewer: Actor,
  projectId: number,
  rowVersion: number,
): Promise<ProjectRow> {
  const current = await requireVisibleProject(db, viewer, projectId);
  assertRowVersion(current, rowVersion);
  return current;
}

export async function updateProject(
  deps: AppDeps,
  viewer: Actor,
  input: ProjectInput & { ProjectId: number; RowVersion: number },
): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const current = await requireCurrentProject(tx, viewer, input.ProjectId, input.RowVersion);
    const values = await validateProjectInput(tx, viewer, input, current);
    const change = changedFields(projectSnapshot(current), projectSnapshot({ ...current, ...values }));
    if (change.names.length === 0) return;
    const updated = updatedOrStale(
      await updateProjectIfVersion(tx, current.projectId, input.RowVersion, {
        ...values,
        modifiedByUserId: viewer.userId,
      }),
    );
    await recordEvent(tx, viewer, {
      projectId: current.projectId,
      entityType: 'Project',
      entityId: current.projectId,
      action: 'Updated',
      summary: `Changed ${change.names.join(', ')} of project "${updated.name}"`,
      before: change.before,
      after: change.after,
    });
  });
  return loadProjectDetail(deps.db, viewer, input.ProjectId);
}

export async function updateProjectStatus(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectId: number; IsActive: boolean; RowVersion: number },
): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const current = await requireCurrentProject(tx, viewer, input.ProjectId, input.RowVersion);
    if (current.isActive === input.IsActive) return;
    updatedOrStale(
      await updateProjectIfVersion(tx, current.projectId, input.RowVersion, {
        isActive: input.IsActive,
        modifiedByUserId: viewer.userId,
      }),
    );
    await recordEvent(tx, viewer, {
      projectId: current.projectId,
      entityType: 'Project',
      entityId: current.projectId,
      action: input.IsActive ? 'Activated' : 'Deactivated',
      summary: `${input.IsActive ? 'Activated' : 'Deactivated'} project "${current.name}"`,
      before: { IsActive: current.isActive },
      after: { IsActive: input.IsActive },
    });
  });
  return loadProjectDetail(deps.db, viewer, input.ProjectId);
}

/** Advanced properties: creates or changes the project's location; the project's row version guards it. */
export async function upsertProjectLocation(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectId: number; RowVersion: number; Location: LocationInput },
): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const current = await requireCurrentProject(tx, viewer, input.ProjectId, input.RowVersion);
    const { before, after } = await upsertOwnedLocation(tx, current.locationId, input.Location);
    updatedOrStale(
      await updateProjectIfVersion(tx, current.projectId, input.RowVersion, {
        locationId: after.locationId,
        modifiedByUserId: viewer.userId,
      }),
    );
    await recordLocationChange(tx, viewer, {
      projectId: current.projectId,
      ownerLabel: `project "${current.name}"`,
      before,
      after,
    });
  });
  return loadProjectDetail(deps.db, viewer, input.ProjectId);
}

/** The project's location and each schedule's location (ship-to / bill-to candidates). */
export async function getShipToBillTo(deps: AppDeps, viewer: Actor, projectId: number) {
  await requireVisibleProject(deps.db, viewer, projectId);
  const project = await findProjectWithLocation(deps.db, projectId);
  const schedules = await selectScheduleLocations(deps.db, projectId);
  return {
    ProjectId: projectId,
    Location: project?.location ? toLocation(project.location) : null,
    Schedules: schedules.map(({ schedule, location }) => ({
      ProjectScheduleId: schedule.projectScheduleId,
      Name: schedule.name,
      Location: location ? toLocation(location) : null,
    })),
  };
}

/** A project lookup's options (markets, statuses, phases, win probabilities), inactive ones on request. */
export async function listLookupOptions(deps: AppDeps, kind: ProjectLookupKind, includeInactive: boolean) {
  return selectLookupOptions(deps.db, kind, includeInactive);
}
