import {
  partyRoleLabels,
  type QuoteAddressee,
} from '@airquote/shared/contracts/project-party/project-party-schemas';
import { eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import type { SelectionCatalog } from '../selection/selection-catalog.ts';
import type { createPdfLayout } from './pdf-layout.ts';
import { drawKeyValues, drawParagraph, drawSectionTitle } from './pdf-layout.ts';

/** What makes the quote a proposal (issue 17, ADR 0035): whom it is for and who answers questions. */
export type QuoteProposal = {
  addressee: {
    roleLabel: string;
    companyName: string;
    contactName: string;
    emailAddress: string;
    phone: string;
  } | null;
  rep: { name: string; emailAddress: string; phone: string };
};

export function proposalAddressee(addressee: QuoteAddressee | null): QuoteProposal['addressee'] {
  if (!addressee) return null;
  return {
    roleLabel: partyRoleLabels[addressee.Role],
    companyName: addressee.CompanyName,
    contactName: addressee.ContactName,
    emailAddress: addressee.EmailAddress,
    phone: addressee.Phone,
  };
}

/** The rep's contact (the quote's creator): name, e-mail, phone. */
export async function selectRepContact(
  db: DatabaseOrTransaction,
  quoteId: number,
): Promise<QuoteProposal['rep']> {
  const [user] = await db
    .select({
      firstName: appUsers.firstName,
      lastName: appUsers.lastName,
      emailAddress: appUsers.emailAddress,
    })
    .from(projectQuotes)
    .innerJoin(appUsers, eq(appUsers.userId, projectQuotes.createdByUserId))
    .where(eq(projectQuotes.projectQuoteId, quoteId));
  if (!user) return { name: '', emailAddress: '', phone: '' };
  // Users have no phone number yet: the proposal says "Not given" rather than invent one.
  return { name: `${user.firstName} ${user.lastName}`.trim(), emailAddress: user.emailAddress, phone: '' };
}

/**
 * Each line's chosen options in words ("Coil: 4-row chilled water"), from the descriptions of the
 * code-string values saved on the line, in code order.
 */
export async function selectOptionsInWords(
  db: DatabaseOrTransaction,
  catalog: SelectionCatalog,
  lineItemIds: number[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (lineItemIds.length === 0) return result;
  const rows = await db
    .select({
      id: projectScheduleLineItems.projectScheduleLineItemId,
      classId: projectScheduleLineItems.productModelClassId,
      values: projectScheduleLineItems.productModelValues,
    })
    .from(projectScheduleLineItems)
    .where(inArray(projectScheduleLineItems.projectScheduleLineItemId, lineItemIds));
  for (const row of rows) {
    const chosen = new Map(row.values.map((value) => [value.CodeStringSegmentId, value.CodeStringValueId]));
    const modelClass = catalog.classes.get(row.classId);
    const words = (modelClass?.segmentsWithoutPrices ?? []).flatMap((segment) => {
      const value = segment.Values.find(
        (item) => item.CodeStringValueId === chosen.get(segment.CodeStringSegmentId),
      );
      return value ? [`${segment.DisplayName}: ${value.Description}`] : [];
    });
    result.set(row.id, words);
  }
  return result;
}

/** Lead time, freight, tax and exclusions, printed with the validity (docs/domain.md, Parties and acceptance). */
export function proposalTerms(): string[] {
  return [
    'Lead time: typically 6 to 8 weeks from the order acknowledgement with approved submittals; confirmed with the acknowledgement.',
    'Freight terms: F.O.B. factory, freight allowed to the job site unless listed under net adds; unloading by others.',
    'Tax note: sales and use taxes are not included and are added to the invoice where they apply.',
    'Exclusions: installation, field wiring, controls wiring, piping, ductwork, start-up, permits, bonds, and anything not listed above.',
  ];
}

/** "To" block: the party the proposal is addressed to and the rep to contact. */
export function drawProposalParties(
  layout: ReturnType<typeof createPdfLayout>,
  proposal: QuoteProposal,
): void {
  const { doc } = layout;
  const top = doc.y;
  const half = layout.width / 2 - 10;
  const to = proposal.addressee;
  const leftBottom = drawKeyValues(
    layout,
    to
      ? [
          ['Proposal to', `${to.companyName} (${to.roleLabel})`],
          ['Attention', to.contactName],
          ['Contact', [to.emailAddress, to.phone].filter(Boolean).join(' · ') || 'Not given'],
        ]
      : [['Proposal to', 'Not addressed to a party']],
    layout.left,
    top,
    half,
  );
  const rep = proposal.rep;
  const rightBottom = drawKeyValues(
    layout,
    [
      ['Your rep', rep.name],
      ['Rep e-mail', rep.emailAddress || 'Not given'],
      ['Rep phone', rep.phone || 'Not given'],
    ],
    layout.left + half + 20,
    top,
    half,
  );
  doc.x = layout.left;
  doc.y = Math.max(leftBottom, rightBottom) + 6;
}

/** The acceptance block: name, title, signature and date lines for the customer to sign. */
export function drawAcceptanceBlock(
  layout: ReturnType<typeof createPdfLayout>,
  to: QuoteProposal['addressee'],
): void {
  drawSectionTitle(layout, 'Acceptance', 140);
  drawParagraph(
    layout,
    `Accepted on behalf of ${to ? to.companyName : '____________________'}: we accept this proposal, its equipment, prices and terms as written above.`,
  );
  for (const label of ['Name', 'Title', 'Signature', 'Date'])
    drawParagraph(layout, `${label}: ________________________________________________`);
}

/**
 * Each line's options in words under the line table (one paragraph per tag), so the table keeps one
 * compact row per line and the proposal still says what every code means.
 */
export function drawOptionsInWords(
  layout: ReturnType<typeof createPdfLayout>,
  schedules: ReadonlyArray<{
    lines: ReadonlyArray<{ tag: string; qty: number; modelName: string; optionsInWords?: string[] }>;
  }>,
): void {
  const lines = schedules.flatMap((schedule) => schedule.lines).filter((line) => line.optionsInWords?.length);
  if (lines.length === 0) return;
  drawSectionTitle(layout, 'Equipment options in words');
  for (const line of lines)
    drawParagraph(
      layout,
      `${line.tag} (${line.qty} × ${line.modelName}): ${(line.optionsInWords ?? []).join('; ')}.`,
      {
        size: 8,
      },
    );
}
