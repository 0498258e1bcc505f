import { deleteProjectParty as deleteContract } from '@airquote/shared/contracts/project-party/delete-project-party';
import { getProjectParties as getContract } from '@airquote/shared/contracts/project-party/get-project-parties';
import { quoteBiddingContractors as quoteContractorsContract } from '@airquote/shared/contracts/project-party/quote-bidding-contractors';
import { upsertProjectParty as upsertContract } from '@airquote/shared/contracts/project-party/upsert-project-party';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the parties of a project (issue 17). */
export const partyKeys = {
  ofProject: (projectId: number) => ['projects', 'parties', projectId] as const,
};

export function getProjectParties(projectId: number) {
  return callApi(getContract, { params: { projectId } });
}

export function upsertProjectParty(body: z.input<typeof upsertContract.body>) {
  return callApi(upsertContract, { body });
}

export function deleteProjectParty(projectPartyId: number, rowVersion: number) {
  return callApi(deleteContract, { body: { ProjectPartyId: projectPartyId, RowVersion: rowVersion } });
}

export function quoteBiddingContractors(projectId: number, scheduleIds: number[]) {
  return callApi(quoteContractorsContract, {
    body: { ProjectId: projectId, ProjectScheduleIds: scheduleIds },
  });
}
