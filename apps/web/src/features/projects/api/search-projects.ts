import type { ProjectSearchRequest } from '@airquote/shared/contracts/project/project-search-request';
import { searchProjects as searchProjectsContract } from '@airquote/shared/contracts/project/search-projects';
import { callApi } from '../../../lib/api-client.ts';

export function searchProjects(request: ProjectSearchRequest, options: { signal?: AbortSignal } = {}) {
  return callApi(searchProjectsContract, { body: request }, options);
}
