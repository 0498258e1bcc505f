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
import { actorOf } from '../auth/actor.ts';
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
    defineRoute(searchProjectsContract, async ({ body, session, request }) => {
      // Served from memory while no project data changed (data_version, raised by triggers).
      const viewer = actorOf(session, request.id);
      const version = await readDataVersion(deps.db, 'projects');
      return deps.caches.projectSearch.getOrBuild(
        JSON.stringify([viewer.userId, viewer.isInternal, body]),
        version,
        async () =>
          serializeResponse(searchProjectsContract, await searchProjects(deps, viewer, body, version)),
      );
    }),
    defineRoute(getProjects, async ({ session, request }) =>
      getRecentProjects(deps, actorOf(session, request.id)),
    ),
    defineRoute(getProject, async ({ params, session, request }) =>
      loadProjectDetail(deps.db, actorOf(session, request.id), params.projectId),
    ),
    defineRoute(getShallowProjectContract, async ({ params, session, request }) =>
      getShallowProject(deps, actorOf(session, request.id), params.projectId),
    ),
    defineRoute(getProjectAndScheduleShipToBillTo, async ({ params, session, request }) =>
      getShipToBillTo(deps, actorOf(session, request.id), params.projectId),
    ),
    defineRoute(getCustomerProjectsContract, async ({ params, session, request }) =>
      getCustomerProjects(deps, actorOf(session, request.id), params.companyId),
    ),
    defineRoute(createProjectContract, async ({ body, session, request }) =>
      createProject(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateProjectContract, async ({ body, session, request }) =>
      updateProject(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateProjectStatusContract, async ({ body, session, request }) =>
      updateProjectStatus(deps, actorOf(session, request.id), body),
    ),
    defineRoute(projectLocationUpsert, async ({ body, session, request }) =>
      upsertProjectLocation(deps, actorOf(session, request.id), body),
    ),
    defineRoute(addProjectUserContract, async ({ body, session, request }) =>
      addProjectUser(deps, actorOf(session, request.id), body),
    ),
    defineRoute(removeProjectUserContract, async ({ body, session, request }) =>
      removeProjectUser(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertProjectAttachment, async ({ body, session, request }) =>
      uploadAttachment(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getAttachment, async ({ params, session, request }) =>
      downloadAttachment(deps, actorOf(session, request.id), params.attachmentId),
    ),
    defineRoute(updateAttachmentStatusContract, async ({ body, session, request }) =>
      updateAttachmentStatus(deps, actorOf(session, request.id), body),
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
