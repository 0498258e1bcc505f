import {
  getQuoteAddressee as getAddresseeContract,
  setQuoteAddressee as setAddresseeContract,
} from '@airquote/shared/contracts/project-party/address-quote';
import { getProjectParties as getPartiesContract } from '@airquote/shared/contracts/project-party/get-project-parties';
import { getQuoteAcceptances as getAcceptancesContract } from '@airquote/shared/contracts/quote-acceptance/get-quote-acceptances';
import { sendQuoteForAcceptance as sendContract } from '@airquote/shared/contracts/quote-acceptance/send-quote-for-acceptance';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of a quote's addressee and acceptance links (issue 17). */
export const acceptanceKeys = {
  parties: (projectId: number) => ['projects', 'parties', projectId] as const,
  addressee: (projectQuoteId: number) => ['quotes', 'addressee', projectQuoteId] as const,
  acceptances: (projectQuoteId: number) => ['quotes', 'acceptances', projectQuoteId] as const,
};

export const getProjectParties = (projectId: number) =>
  callApi(getPartiesContract, { params: { projectId } });
export const getQuoteAddressee = (quoteId: number) => callApi(getAddresseeContract, { params: { quoteId } });
export const setQuoteAddressee = (projectQuoteId: number, contactId: number | null) =>
  callApi(setAddresseeContract, {
    body: { ProjectQuoteId: projectQuoteId, ProjectPartyContactId: contactId },
  });
export const getQuoteAcceptances = (quoteId: number) =>
  callApi(getAcceptancesContract, { params: { quoteId } });
export const sendQuoteForAcceptance = (projectQuoteId: number) =>
  callApi(sendContract, { body: { ProjectQuoteId: projectQuoteId } });
