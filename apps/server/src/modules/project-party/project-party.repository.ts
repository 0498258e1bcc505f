import type {
  PartyRole,
  QuoteAddressee,
} from '@airquote/shared/contracts/project-party/project-party-schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectParties, projectPartyContacts, quoteAddressees } from '../../db/schema/project-parties.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';

export type PartyRow = typeof projectParties.$inferSelect;
export type ContactRow = typeof projectPartyContacts.$inferSelect;

/** A project's parties (by role, company, id) and all their contacts (by id). */
export async function selectPartyRows(
  db: DatabaseOrTransaction,
  projectId: number,
): Promise<{ parties: PartyRow[]; contacts: ContactRow[] }> {
  const parties = await db
    .select()
    .from(projectParties)
    .where(eq(projectParties.projectId, projectId))
    .orderBy(asc(projectParties.role), asc(projectParties.companyName), asc(projectParties.projectPartyId));
  if (parties.length === 0) return { parties, contacts: [] };
  const contacts = await db
    .select()
    .from(projectPartyContacts)
    .where(
      inArray(
        projectPartyContacts.projectPartyId,
        parties.map((party) => party.projectPartyId),
      ),
    )
    .orderBy(asc(projectPartyContacts.projectPartyContactId));
  return { parties, contacts };
}

export async function insertParty(
  tx: DatabaseOrTransaction,
  values: { projectId: number; role: string; companyName: string },
): Promise<PartyRow> {
  const [party] = await tx.insert(projectParties).values(values).returning();
  return party as PartyRow;
}

/** The party locked for the rest of the transaction; `projectId` also requires it to belong there. */
export async function lockParty(
  tx: DatabaseOrTransaction,
  partyId: number,
  projectId?: number,
): Promise<PartyRow | undefined> {
  const [party] = await tx
    .select()
    .from(projectParties)
    .where(
      projectId === undefined
        ? eq(projectParties.projectPartyId, partyId)
        : and(eq(projectParties.projectPartyId, partyId), eq(projectParties.projectId, projectId)),
    )
    .for('update');
  return party;
}

/** Changes the party at the version read; undefined when someone changed it meanwhile. */
export async function updatePartyAtVersion(
  tx: DatabaseOrTransaction,
  current: PartyRow,
  values: { role: string; companyName: string },
): Promise<PartyRow | undefined> {
  const [party] = await tx
    .update(projectParties)
    .set({ ...values, rowVersion: sql`${projectParties.rowVersion} + 1` })
    .where(
      and(
        eq(projectParties.projectPartyId, current.projectPartyId),
        eq(projectParties.rowVersion, current.rowVersion),
      ),
    )
    .returning();
  return party;
}

export async function deleteParty(tx: DatabaseOrTransaction, partyId: number) {
  await tx.delete(projectParties).where(eq(projectParties.projectPartyId, partyId));
}

export function selectPartyContacts(tx: DatabaseOrTransaction, partyId: number): Promise<ContactRow[]> {
  return tx.select().from(projectPartyContacts).where(eq(projectPartyContacts.projectPartyId, partyId));
}

type ContactValues = Pick<typeof projectPartyContacts.$inferInsert, 'name' | 'emailAddress' | 'phone'>;

export async function insertPartyContact(tx: DatabaseOrTransaction, partyId: number, values: ContactValues) {
  await tx.insert(projectPartyContacts).values({ projectPartyId: partyId, ...values });
}

export async function updatePartyContact(
  tx: DatabaseOrTransaction,
  contactId: number,
  values: ContactValues,
) {
  await tx
    .update(projectPartyContacts)
    .set(values)
    .where(eq(projectPartyContacts.projectPartyContactId, contactId));
}

export async function deletePartyContacts(tx: DatabaseOrTransaction, contactIds: number[]) {
  if (contactIds.length === 0) return;
  await tx
    .delete(projectPartyContacts)
    .where(inArray(projectPartyContacts.projectPartyContactId, contactIds));
}

/** The addressee of a quote (company and contact), or null; no visibility check (callers check). */
export async function selectQuoteAddressee(
  db: DatabaseOrTransaction,
  quoteId: number,
): Promise<QuoteAddressee | null> {
  const [row] = await db
    .select({ party: projectParties, contact: projectPartyContacts })
    .from(quoteAddressees)
    .innerJoin(
      projectPartyContacts,
      eq(projectPartyContacts.projectPartyContactId, quoteAddressees.projectPartyContactId),
    )
    .innerJoin(projectParties, eq(projectParties.projectPartyId, projectPartyContacts.projectPartyId))
    .where(eq(quoteAddressees.projectQuoteId, quoteId));
  if (!row) return null;
  return {
    ProjectPartyId: row.party.projectPartyId,
    ProjectPartyContactId: row.contact.projectPartyContactId,
    Role: row.party.role as PartyRole,
    CompanyName: row.party.companyName,
    ContactName: row.contact.name,
    EmailAddress: row.contact.emailAddress,
    Phone: row.contact.phone,
  };
}

/** Whether the contact belongs to a party of the project. */
export async function projectHasContact(tx: DatabaseOrTransaction, projectId: number, contactId: number) {
  const [contact] = await tx
    .select({ id: projectPartyContacts.projectPartyContactId })
    .from(projectPartyContacts)
    .innerJoin(projectParties, eq(projectParties.projectPartyId, projectPartyContacts.projectPartyId))
    .where(
      and(eq(projectPartyContacts.projectPartyContactId, contactId), eq(projectParties.projectId, projectId)),
    );
  return contact !== undefined;
}

/** Addresses the quote to the contact, replacing any earlier addressee. */
export async function upsertQuoteAddressee(tx: DatabaseOrTransaction, quoteId: number, contactId: number) {
  await tx
    .insert(quoteAddressees)
    .values({ projectQuoteId: quoteId, projectPartyContactId: contactId })
    .onConflictDoUpdate({
      target: quoteAddressees.projectQuoteId,
      set: { projectPartyContactId: contactId },
    });
}

export async function deleteQuoteAddressee(tx: DatabaseOrTransaction, quoteId: number) {
  await tx.delete(quoteAddressees).where(eq(quoteAddressees.projectQuoteId, quoteId));
}

export async function selectQuoteNumber(tx: DatabaseOrTransaction, quoteId: number): Promise<string> {
  const [row] = await tx
    .select({ quoteNumber: projectQuotes.quoteNumber })
    .from(projectQuotes)
    .where(eq(projectQuotes.projectQuoteId, quoteId));
  return row?.quoteNumber ?? '';
}
