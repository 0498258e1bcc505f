import {
  getQuoteAddressee as getQuoteAddresseeContract,
  setQuoteAddressee as setQuoteAddresseeContract,
} from '@airquote/shared/contracts/project-party/address-quote';
import { deleteProjectParty as deleteProjectPartyContract } from '@airquote/shared/contracts/project-party/delete-project-party';
import { getProjectParties as getProjectPartiesContract } from '@airquote/shared/contracts/project-party/get-project-parties';
import { quoteBiddingContractors as quoteBiddingContractorsContract } from '@airquote/shared/contracts/project-party/quote-bidding-contractors';
import { upsertProjectParty as upsertProjectPartyContract } from '@airquote/shared/contracts/project-party/upsert-project-party';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  deleteProjectParty,
  getProjectParties,
  getQuoteAddressee,
  quoteBiddingContractors,
  setQuoteAddressee,
  upsertProjectParty,
} from './project-party.service.ts';

export function projectPartyRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getProjectPartiesContract, async ({ params, session, request }) =>
      getProjectParties(deps, actorOf(session, request.id), params.projectId),
    ),
    defineRoute(upsertProjectPartyContract, async ({ body, session, request }) =>
      upsertProjectParty(deps, actorOf(session, request.id), body),
    ),
    defineRoute(deleteProjectPartyContract, async ({ body, session, request }) =>
      deleteProjectParty(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getQuoteAddresseeContract, async ({ params, session, request }) =>
      getQuoteAddressee(deps, actorOf(session, request.id), params.quoteId),
    ),
    defineRoute(setQuoteAddresseeContract, async ({ body, session, request }) =>
      setQuoteAddressee(deps, actorOf(session, request.id), body),
    ),
    defineRoute(quoteBiddingContractorsContract, async ({ body, session, request }) =>
      quoteBiddingContractors(deps, actorOf(session, request.id), body),
    ),
  ];
}
