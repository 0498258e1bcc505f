import type { upsertPartyBodySchema } from '@airquote/shared/contracts/project-party/project-party-schemas';
import {
  type PartyRole,
  type ProjectParty,
  partyMessages,
} from '@airquote/shared/contracts/project-party/project-party-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { requireVisibleProject, touchProject } from '../project/project-access.ts';
import { quoteServiceMessages } from '../quote/quote.messages.ts';
import { findVisibleQuote, lockVisibleQuote } from '../quote/quote.repository.ts';
import { createQuote } from '../quote/quote.service.ts';
import {
  type ContactRow,
  deleteParty,
  deletePartyContacts,
  deleteQuoteAddressee,
  insertParty,
  insertPartyContact,
  lockParty,
  type PartyRow,
  projectHasContact,
  selectPartyContacts,
  selectPartyRows,
  selectQuoteAddressee,
  selectQuoteNumber,
  updatePartyAtVersion,
  updatePartyContact,
  upsertQuoteAddressee,
} from './project-party.repository.ts';

type UpsertPartyBody = z.output<typeof upsertPartyBodySchema>;

const toParty = (party: PartyRow, contacts: ContactRow[]): ProjectParty => ({
  ProjectPartyId: party.projectPartyId,
  ProjectId: party.projectId,
  Role: party.role as PartyRole,
  CompanyName: party.companyName,
  RowVersion: party.rowVersion,
  Contacts: contacts
    .filter((contact) => contact.projectPartyId === party.projectPartyId)
    .map((contact) => ({
      ProjectPartyContactId: contact.projectPartyContactId,
      Name: contact.name,
      EmailAddress: contact.emailAddress,
      Phone: contact.phone,
    })),
});

async function selectParties(db: DatabaseOrTransaction, projectId: number): Promise<ProjectParty[]> {
  const { parties, contacts } = await selectPartyRows(db, projectId);
  return parties.map((party) => toParty(party, contacts));
}

/** GET: the parties of a project the viewer may see (404 otherwise, like the project). */
export async function getProjectParties(deps: AppDeps, viewer: Actor, projectId: number) {
  await requireVisibleProject(deps.db, viewer, projectId);
  return selectParties(deps.db, projectId);
}

/** PUT: add or change a party and its contacts (kept by id, added, or removed) in one transaction. */
export async function upsertProjectParty(deps: AppDeps, viewer: Actor, body: UpsertPartyBody) {
  const partyId = await deps.db.transaction(async (tx) => {
    const project = await requireVisibleProject(tx, viewer, body.ProjectId);
    let party: PartyRow;
    if (body.ProjectPartyId === undefined) {
      party = await insertParty(tx, {
        projectId: project.projectId,
        role: body.Role,
        companyName: body.CompanyName,
      });
    } else {
      const current = await lockParty(tx, body.ProjectPartyId, project.projectId);
      if (!current) throw notFound(partyMessages.partyNotFound);
      if (body.RowVersion === undefined)
        throw badRequest('Send the row version of the party you changed.', {
          RowVersion: 'Send the row version of the party you changed.',
        });
      assertRowVersion(current, body.RowVersion);
      party = updatedOrStale(
        await updatePartyAtVersion(tx, current, { role: body.Role, companyName: body.CompanyName }),
      );
    }
    const existing = await selectPartyContacts(tx, party.projectPartyId);
    const keptIds = new Set<number>();
    for (const contact of body.Contacts) {
      const values = { name: contact.Name, emailAddress: contact.EmailAddress, phone: contact.Phone };
      if (contact.ProjectPartyContactId === undefined) {
        await insertPartyContact(tx, party.projectPartyId, values);
        continue;
      }
      if (!existing.some((row) => row.projectPartyContactId === contact.ProjectPartyContactId))
        throw badRequest(partyMessages.contactNotFound);
      keptIds.add(contact.ProjectPartyContactId);
      await updatePartyContact(tx, contact.ProjectPartyContactId, values);
    }
    const removed = existing.filter((row) => !keptIds.has(row.projectPartyContactId));
    await deletePartyContacts(
      tx,
      removed.map((row) => row.projectPartyContactId),
    );
    await touchProject(tx, viewer, project.projectId);
    await recordEvent(tx, viewer, {
      projectId: project.projectId,
      entityType: 'Project',
      entityId: party.projectId,
      action: body.ProjectPartyId === undefined ? 'Added' : 'Changed',
      summary: `${body.ProjectPartyId === undefined ? 'Added' : 'Changed'} party ${party.companyName} (${party.role})`,
      after: { Role: party.role, CompanyName: party.companyName, Contacts: body.Contacts.length },
    });
    return party.projectPartyId;
  });
  const parties = await selectParties(deps.db, body.ProjectId);
  const party = parties.find((candidate) => candidate.ProjectPartyId === partyId);
  if (!party) throw notFound(partyMessages.partyNotFound);
  return party;
}

/** PUT delete: removes a party the viewer's project holds, at the version read. */
export async function deleteProjectParty(
  deps: AppDeps,
  viewer: Actor,
  body: { ProjectPartyId: number; RowVersion: number },
) {
  await deps.db.transaction(async (tx) => {
    const party = await lockParty(tx, body.ProjectPartyId);
    if (!party) throw notFound(partyMessages.partyNotFound);
    await requireVisibleProject(tx, viewer, party.projectId);
    assertRowVersion(party, body.RowVersion);
    await deleteParty(tx, party.projectPartyId);
    await touchProject(tx, viewer, party.projectId);
    await recordEvent(tx, viewer, {
      projectId: party.projectId,
      entityType: 'Project',
      entityId: party.projectId,
      action: 'Removed',
      summary: `Removed party ${party.companyName} (${party.role})`,
      before: { Role: party.role, CompanyName: party.companyName },
    });
  });
  return { ProjectPartyId: body.ProjectPartyId };
}

export async function getQuoteAddressee(deps: AppDeps, viewer: Actor, quoteId: number) {
  if (!(await findVisibleQuote(deps.db, viewer, quoteId))) throw notFound(quoteServiceMessages.quoteNotFound);
  return selectQuoteAddressee(deps.db, quoteId);
}

async function writeAddressee(
  tx: DatabaseOrTransaction,
  projectId: number,
  quoteId: number,
  contactId: number,
) {
  if (!(await projectHasContact(tx, projectId, contactId)))
    throw badRequest(partyMessages.contactNotFound, { ProjectPartyContactId: partyMessages.contactNotFound });
  await upsertQuoteAddressee(tx, quoteId, contactId);
}

/** PUT: address a quote to one contact of its own project's parties (or to nobody). */
export async function setQuoteAddressee(
  deps: AppDeps,
  viewer: Actor,
  body: { ProjectQuoteId: number; ProjectPartyContactId: number | null },
) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, viewer, body.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    if (body.ProjectPartyContactId === null) await deleteQuoteAddressee(tx, body.ProjectQuoteId);
    else await writeAddressee(tx, locked.quote.projectId, body.ProjectQuoteId, body.ProjectPartyContactId);
  });
  return selectQuoteAddressee(deps.db, body.ProjectQuoteId);
}

/**
 * POST: one open quote per mechanical contractor that has a contact (addressed to its first
 * contact), all with the same schedules, in one transaction: any refusal creates none.
 */
export async function quoteBiddingContractors(
  deps: AppDeps,
  viewer: Actor,
  body: { ProjectId: number; ProjectScheduleIds: number[] },
) {
  return deps.db.transaction(async (tx) => {
    await requireVisibleProject(tx, viewer, body.ProjectId);
    const contractors = (await selectParties(tx, body.ProjectId)).filter(
      (party) => party.Role === 'MechanicalContractor' && party.Contacts.length > 0,
    );
    if (contractors.length === 0) throw badRequest(partyMessages.noContractors);
    const created = [];
    for (const contractor of contractors) {
      const contact = contractor.Contacts[0];
      if (!contact) continue;
      const quoteId = await createQuote(tx, viewer, {
        ProjectQuoteId: null,
        ProjectId: body.ProjectId,
        RowVersion: null,
        CreateRevision: false,
        QuoteStatusId: null,
        ProjectScheduleIds: body.ProjectScheduleIds,
        BrandId: null,
        TransactionType: null,
        ValidUntil: null,
      } as Parameters<typeof createQuote>[2]);
      await writeAddressee(tx, body.ProjectId, quoteId, contact.ProjectPartyContactId);
      const quoteNumber = await selectQuoteNumber(tx, quoteId);
      created.push({
        ProjectQuoteId: quoteId,
        QuoteNumber: quoteNumber,
        CompanyName: contractor.CompanyName,
        ContactName: contact.Name,
      });
    }
    return created;
  });
}
