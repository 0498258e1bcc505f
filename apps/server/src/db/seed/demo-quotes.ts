import { CategoryMultiplierTransactionType, QuoteStatus } from '@airquote/shared/enums/lookups';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client.ts';
import { eventLogs, locations, projectSchedules, projects } from '../schema/projects.ts';
import {
  projectQuoteNetAdds,
  projectQuoteNotes,
  projectQuoteSchedules,
  projectQuotes,
} from '../schema/quotes.ts';

type DemoNetAdd = ['Freight' | 'StartUp' | 'Misc', string, number];
type DemoRevision = {
  schedules: string[];
  status: keyof typeof QuoteStatus;
  transactionType: keyof typeof CategoryMultiplierTransactionType;
  createdDaysAgo: number;
  validForDays: number;
  netAdds: DemoNetAdd[];
  notes: string[];
  shipToProjectAddress?: boolean;
};
type QuoteRow = typeof projectQuotes.$inferSelect;
type DemoQuote = { project: string; revisions: DemoRevision[] };

/** A few quotes on the demo projects (issue 5), so a new installation shows quotes, revisions and holds. */
const demoQuotes: DemoQuote[] = [
  {
    project: 'Riverside Medical Center – Tower B',
    revisions: [
      {
        schedules: ['Tower B – Patient Floors'],
        status: 'Open',
        transactionType: 'BuyResale',
        createdDaysAgo: 20,
        validForDays: 30,
        netAdds: [['Freight', 'Two deliveries', 1_250_00]],
        notes: ['First pass for the patient floors only.'],
      },
      {
        schedules: ['Tower B – Patient Floors', 'Tower B – Lobby & Admin'],
        status: 'Open',
        transactionType: 'BuyResale',
        createdDaysAgo: 5,
        validForDays: 30,
        netAdds: [
          ['Freight', 'Three deliveries to the loading dock', 1_850_00],
          ['StartUp', 'Factory start-up, two days', 2_400_00],
        ],
        notes: ['Owner asked for ECM motors on the patient floors; lobby and admin added.'],
        shipToProjectAddress: true,
      },
    ],
  },
  {
    project: 'Harbor Point Apartments',
    revisions: [
      {
        schedules: ['Building A Units'],
        status: 'Hold',
        transactionType: 'FactoryDirect',
        createdDaysAgo: 9,
        validForDays: 45,
        netAdds: [['Freight', 'Rooftop crane lift not included', 3_200_00]],
        notes: ['On hold until the owner confirms the Building B phasing.'],
      },
    ],
  },
  {
    project: 'Westbrook University Science Building',
    revisions: [
      {
        schedules: ['Labs', 'Offices'],
        status: 'Open',
        transactionType: 'BuyResale',
        createdDaysAgo: 3,
        validForDays: 30,
        netAdds: [['Misc', 'Lab commissioning support', 500_00]],
        notes: [],
        shipToProjectAddress: true,
      },
    ],
  },
];

/** The project's address as a new location row: the quote's ship-to changes apart from the project's. */
async function copyLocation(db: DatabaseOrTransaction, locationId: number | null): Promise<number | null> {
  if (locationId === null) return null;
  const [location] = await db.select().from(locations).where(eq(locations.locationId, locationId));
  if (!location) return null;
  const { locationId: _id, rowVersion: _version, ...fields } = location;
  const [copy] = await db.insert(locations).values(fields).returning();
  return copy?.locationId ?? null;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Seeds the demo quotes once: only while no quote exists at all, and only for the demo projects that
 * exist, so a database seeded before quotes existed gets them on its next start. The projects'
 * date_modified stays as the demo data set it (the project list keeps its demo order).
 */
export async function seedDemoQuotes(db: DatabaseOrTransaction): Promise<void> {
  if ((await db.$count(projectQuotes)) > 0) return;
  const projectRows = await db
    .select()
    .from(projects)
    .where(
      inArray(
        projects.name,
        demoQuotes.map((quote) => quote.project),
      ),
    );
  for (const demo of demoQuotes) {
    const project = projectRows.find((row) => row.name === demo.project);
    if (!project) continue;
    const schedules = await db
      .select()
      .from(projectSchedules)
      .where(eq(projectSchedules.projectId, project.projectId));
    const userId = project.createdByUserId;
    const [numbered] = (
      (await db.execute(
        sql`select 'Q-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('project_quote_number_seq')::text, 6, '0') as number`,
      )) as unknown as { rows: Array<{ number: string }> }
    ).rows;
    const revisions: QuoteRow[] = [];
    for (const [index, revision] of demo.revisions.entries()) {
      const previous = revisions.at(-1);
      const createdAt = daysAgo(revision.createdDaysAgo);
      const shipToLocationId = revision.shipToProjectAddress
        ? await copyLocation(db, project.locationId)
        : null;
      const [quote] = await db
        .insert(projectQuotes)
        .values({
          projectId: project.projectId,
          quoteNumber: numbered?.number ?? 'Q-DEMO',
          revision: index + 1,
          status: QuoteStatus[revision.status],
          supersedesQuoteId: previous?.projectQuoteId ?? null,
          brandId: project.brandId,
          transactionType: CategoryMultiplierTransactionType[revision.transactionType],
          shipToLocationId,
          validUntil: isoDate(new Date(createdAt.getTime() + revision.validForDays * 86_400_000)),
          createdByUserId: userId,
          modifiedByUserId: userId,
          dateCreated: createdAt,
          dateModified: createdAt,
          dateStatusChanged: createdAt,
        })
        .returning();
      if (!quote) throw new Error('demo quote insert returned no row');
      if (previous)
        await db
          .update(projectQuotes)
          .set({ supersededByQuoteId: quote.projectQuoteId })
          .where(eq(projectQuotes.projectQuoteId, previous.projectQuoteId));
      const scheduleIds = schedules
        .filter((schedule) => revision.schedules.includes(schedule.name))
        .map((schedule) => schedule.projectScheduleId);
      if (scheduleIds.length > 0)
        await db.insert(projectQuoteSchedules).values(
          scheduleIds.map((projectScheduleId) => ({
            projectQuoteId: quote.projectQuoteId,
            projectScheduleId,
          })),
        );
      await db.insert(projectQuoteNetAdds).values(
        revision.netAdds.map(([netAddType, description, amountCents]) => ({
          projectQuoteId: quote.projectQuoteId,
          netAddType,
          description,
          amountCents,
          createdByUserId: userId,
          dateCreated: createdAt,
        })),
      );
      if (revision.notes.length > 0)
        await db.insert(projectQuoteNotes).values(
          revision.notes.map((note) => ({
            projectQuoteId: quote.projectQuoteId,
            note,
            authorUserId: userId,
            at: createdAt,
          })),
        );
      await db.insert(eventLogs).values({
        projectId: project.projectId,
        entityType: 'ProjectQuote',
        entityId: quote.projectQuoteId,
        action: previous ? 'Revised' : 'Created',
        summary: previous
          ? `Created quote ${quote.quoteNumber} revision ${quote.revision}, replacing revision ${previous.revision}`
          : `Created quote ${quote.quoteNumber} revision 1`,
        userId,
        after: { QuoteNumber: quote.quoteNumber, Revision: quote.revision, ProjectScheduleIds: scheduleIds },
        at: createdAt,
      });
      if (revision.status !== 'Open')
        await db.insert(eventLogs).values({
          projectId: project.projectId,
          entityType: 'ProjectQuote',
          entityId: quote.projectQuoteId,
          action: 'StatusChanged',
          summary: `Changed the status of quote ${quote.quoteNumber} revision ${quote.revision} from Open to ${revision.status}`,
          userId,
          before: { Status: 'Open' },
          after: { Status: revision.status },
          at: createdAt,
        });
      revisions.push(quote);
    }
  }
}
