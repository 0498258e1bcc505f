import { addProjectUser as addProjectUserContract } from '@airquote/shared/contracts/project/add-project-user';
import { createProject as createProjectContract } from '@airquote/shared/contracts/project/create-project';
import { getAttachment } from '@airquote/shared/contracts/project/get-attachment';
import { getCustomerProjects as getCustomerProjectsContract } from '@airquote/shared/contracts/project/get-customer-projects';
import { getProject } from '@airquote/shared/contracts/project/get-project';
import { getProjectAndScheduleShipToBillTo } from '@airquote/shared/contracts/project/get-project-and-schedule-ship-to-bill-to';
import { getProjectMarkets } from '@airquote/shared/contracts/project/get-project-markets';
import { getProjectPhases } from '@airquote/shared/contracts/project/get-project-phases';
import { getProjectStatuses } from '@airquote/shared/contracts/project/get-project-statuses';
import { getProjects } from '@airquote/shared/contracts/project/get-projects';
import { getShallowProject as getShallowProjectContract } from '@airquote/shared/contracts/project/get-shallow-project';
import { getWinProbabilityOptions } from '@airquote/shared/contracts/project/get-win-probability-options';
import { projectLocationUpsert } from '@airquote/shared/contracts/project/project-location-upsert';
import { removeProjectUser as removeProjectUserContract } from '@airquote/shared/contracts/project/remove-project-user';
import { searchProjects as searchProjectsContract } from '@airquote/shared/contracts/project/search-projects';
import { updateAttachmentStatus as updateAttachmentStatusContract } from '@airquote/shared/contracts/project/update-attachment-status';
import { updateProject as updateProjectContract } from '@airquote/shared/contracts/project/update-project';
import { updateProjectStatus as updateProjectStatusContract } from '@airquote/shared/contracts/project/update-project-status';
import { upsertProjectAttachment } from '@airquote/shared/contracts/project/upsert-project-attachment';
import type { AppDeps } from '../../app-deps.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { defineRoute, type RouteDefinition, serializeResponse } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import {
  createProject,
  getCustomerProjects,
  getRecentProjects,
  getShallowProject,
  getShipToBillTo,
  listLookupOptions,
  loadProjectDetail,
  searchProjects,
  updateProject,
  updateProjectStatus,
  upsertProjectLocation,
} from './project.service.ts';
import {
  downloadAttachment,
  updateAttachmentStatus,
  uploadAttachment,
} from './project-attachment.service.ts';
import { addProjectUser, removeProjectUser } from './project-user.service.ts';

export function projectRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchProjectsContract, async ({ body, session }) => {
      // Served from memory while no project data changed (data_version, raised by triggers).
      const viewer = viewerOf(session);
      const version = await readDataVersion(deps.db, 'projects');
      return deps.caches.projectSearch.getOrBuild(
        JSON.stringify([viewer.userId, viewer.isInternal, body]),
        version,
        async () =>
          serializeResponse(searchProjectsContract, await searchProjects(deps, viewer, body, version)),
      );
    }),
    defineRoute(getProjects, async ({ session }) => getRecentProjects(deps, viewerOf(session))),
    defineRoute(getProject, async ({ params, session }) =>
      loadProjectDetail(deps.db, viewerOf(session), params.projectId),
    ),
    defineRoute(getShallowProjectContract, async ({ params, session }) =>
      getShallowProject(deps, viewerOf(session), params.projectId),
    ),
    defineRoute(getProjectAndScheduleShipToBillTo, async ({ params, session }) =>
      getShipToBillTo(deps, viewerOf(session), params.projectId),
    ),
    defineRoute(getCustomerProjectsContract, async ({ params, session }) =>
      getCustomerProjects(deps, viewerOf(session), params.companyId),
    ),
    defineRoute(createProjectContract, async ({ body, session }) =>
      createProject(deps, viewerOf(session), body),
    ),
    defineRoute(updateProjectContract, async ({ body, session }) =>
      updateProject(deps, viewerOf(session), body),
    ),
    defineRoute(updateProjectStatusContract, async ({ body, session }) =>
      updateProjectStatus(deps, viewerOf(session), body),
    ),
    defineRoute(projectLocationUpsert, async ({ body, session }) =>
      upsertProjectLocation(deps, viewerOf(session), body),
    ),
    defineRoute(addProjectUserContract, async ({ body, session }) =>
      addProjectUser(deps, viewerOf(session), body),
    ),
    defineRoute(removeProjectUserContract, async ({ body, session }) =>
      removeProjectUser(deps, viewerOf(session), body),
    ),
    defineRoute(upsertProjectAttachment, async ({ body, session }) =>
      uploadAttachment(deps, viewerOf(session), body),
    ),
    defineRoute(getAttachment, async ({ params, session }) =>
      downloadAttachment(deps, viewerOf(session), params.attachmentId),
    ),
    defineRoute(updateAttachmentStatusContract, async ({ body, session }) =>
      updateAttachmentStatus(deps, viewerOf(session), body),
    ),
    defineRoute(getProjectMarkets, async ({ query }) =>
      listLookupOptions(deps, 'market', query.includeInactive),
    ),
    defineRoute(getProjectStatuses, async ({ query }) =>
      listLookupOptions(deps, 'status', query.includeInactive),
    ),
    defineRoute(getProjectPhases, async ({ query }) =>
      listLookupOptions(deps, 'phase', query.includeInactive),
    ),
    defineRoute(getWinProbabilityOptions, async ({ query }) =>
      listLookupOptions(deps, 'winProbability', query.includeInactive),
    ),
  ];
}
