import type { UserNotification } from '@airquote/shared/contracts/notification/notification-schemas';
import { acceptanceMessages } from '@airquote/shared/contracts/quote-acceptance/quote-acceptance-schemas';
import { NotificationQueue, NotificationTypeNumeric } from '@airquote/shared/enums/lookups';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { quoteAcceptances } from '../../db/schema/project-parties.ts';
import { testOrderAddresses } from '../../test/order-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { acceptanceExpiry } from './quote-acceptance.service.ts';

let app: App;
let rep: string;
let engineer: string;
let contosoRep: string;
let quoteIds: number[];
/** A link sent in the first test and never used. */
let unusedToken = '';

const PUBLIC = '/api/public/quote-acceptance';
const SIGNER_IP = '203.0.113.7';
const SIGNER_AGENT = 'Mozilla/5.0 (AcceptanceTest)';

/** A public call as a browser with no session, from the signer's address. */
const publicCall = (action: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `${PUBLIC}/${action}`,
    payload,
    remoteAddress: SIGNER_IP,
    headers: { 'user-agent': SIGNER_AGENT },
  });

beforeAll(async () => {
  app = await createTestApp();
  [rep, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  const riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
  for (const [name, email] of [
    ['Acme Mechanical', 'bids@acme.example'],
    ['Beta Heating & Cooling', 'estimating@beta.example'],
  ] as const) {
    const response = await callApi(app, rep, 'PUT', '/ProjectParty', {
      ProjectId: riverside.projectId,
      Role: 'MechanicalContractor',
      CompanyName: name,
      Contacts: [{ Name: `Pat of ${name}`, EmailAddress: email, Phone: '555-0142' }],
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const created = await callApi(app, rep, 'POST', '/ProjectParty/quote-contractors', {
    ProjectId: riverside.projectId,
    ProjectScheduleIds: riverside.scheduleIds,
  });
  expect(created.statusCode, created.body).toBe(200);
  quoteIds = (created.json() as Array<{ ProjectQuoteId: number; CompanyName: string }>)
    .sort((a, b) => a.CompanyName.localeCompare(b.CompanyName))
    .map((row) => row.ProjectQuoteId);
});
afterAll(async () => app.close());

/** Sends the quote and reads the link's token back from the mail in the outbox. */
async function send(quoteId: number, to: string) {
  const response = await callApi(app, rep, 'POST', '/QuoteAcceptance/send', { ProjectQuoteId: quoteId });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await app.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(asc(outboxEmails.outboxEmailId))
    .then((rows) => rows.slice(-1));
  const token = decodeURIComponent(/accept-quote\?token=([^\s"&]+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
  expect(token.length).toBeGreaterThan(30);
  return { token, mail, acceptances: response.json() };
}

/** The reader's quote answers (notification centre, issue #17) about this quote, queue by queue. */
async function answersOf(token: string, quoteId: number) {
  const found: Partial<Record<keyof typeof NotificationQueue, UserNotification[]>> = {};
  for (const [name, Queue] of Object.entries(NotificationQueue)) {
    const response = await callApi(app, token, 'POST', '/Notification/search', {
      Queue,
      NotificationType: NotificationTypeNumeric.QuoteAnswer,
      PageSize: 200,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json().Notifications as UserNotification[]).filter(
      (row) => row.ProjectQuoteId === quoteId,
    );
    if (rows.length > 0) found[name as keyof typeof NotificationQueue] = rows;
  }
  return found;
}

describe('online acceptance', () => {
  it('mails a single-use link with no price, stores only its hash, and expires with the validity if sooner', async () => {
    const quoteId = quoteIds[0] as number;
    const { token, mail, acceptances } = await send(quoteId, 'bids@acme.example');
    unusedToken = token;
    expect(mail?.subject).toContain('Proposal');
    expect(mail?.textBody).not.toMatch(/\$\d/);
    expect(acceptances[0]).toMatchObject({ SentToEmail: 'bids@acme.example', Status: 'Open' });
    const rows = await app.deps.db
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.projectQuoteId, quoteId));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const now = new Date('2026-01-01T12:00:00Z');
    expect(acceptanceExpiry(now, '2026-01-10').toISOString()).toBe('2026-01-10T23:59:59.999Z');
    expect(acceptanceExpiry(now, '2026-12-31').toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });

  it('shows the quote with lines and total, its PDF names the party, the options in words and the acceptance block', async () => {
    const quoteId = quoteIds[0] as number;
    const { token } = await send(quoteId, 'bids@acme.example');
    const view = await publicCall('view', { Token: token });
    expect(view.statusCode, view.body).toBe(200);
    const quote = view.json();
    const priced = await getQuote(app, rep, quoteId);
    expect(quote).toMatchObject({
      ToCompany: 'Acme Mechanical',
      ToContact: 'Pat of Acme Mechanical',
      Total: priced.Totals?.Total,
    });
    expect(quote.Lines.length).toBe(priced.LineItems.length);
    const option = quote.Lines[0].Options[0] as string;
    expect(option).toMatch(/^.+: .+$/);

    const pdf = await publicCall('pdf', { Token: token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Proposal to');
    expect(text).toContain('Acme Mechanical');
    expect(text).toContain('Pat of Acme Mechanical');
    expect(text).toContain(option.replace(/\s+/g, ' '));
    for (const words of [
      'Lead time',
      'Freight terms',
      'Tax note',
      'Exclusions',
      'Acceptance',
      'Name:',
      'Title:',
      'Signature:',
      'Date:',
    ])
      expect(text).toContain(words);
    expect(text).toContain(`valid until ${priced.ValidUntil.slice(0, 10)}`);
  });

  it('refuses a tampered token and an expired link', async () => {
    const { token } = await send(quoteIds[0] as number, 'bids@acme.example');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await publicCall('view', { Token: tampered });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(acceptanceMessages.linkInvalid);
    const accepted = await publicCall('accept', { Token: tampered, Name: 'X', Title: 'Y', Signature: 'X' });
    expect(accepted.statusCode).toBe(400);

    await app.deps.db
      .update(quoteAcceptances)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quoteAcceptances.tokenHash, (await import('../auth/reset-token.ts')).hashResetToken(token)));
    const expired = await publicCall('accept', { Token: token, Name: 'X', Title: 'Y', Signature: 'X' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(acceptanceMessages.linkExpired);
  });

  it('accepts once: records the signer, time, IP and browser, mails the rep, and the quote orders with one click', async () => {
    const quoteId = quoteIds[0] as number;
    const { token } = await send(quoteId, 'bids@acme.example');
    const missing = await publicCall('accept', {
      Token: token,
      Name: 'Pat Lee',
      Title: '',
      Signature: 'Pat Lee',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Your title');
    const before = Date.now();
    const accepted = await publicCall('accept', {
      Token: token,
      Name: 'Pat Lee',
      Title: 'Project manager',
      Signature: 'Pat Lee',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().Decision).toBe('Accepted');
    const again = await publicCall('accept', {
      Token: token,
      Name: 'Pat Lee',
      Title: 'PM',
      Signature: 'Pat Lee',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(acceptanceMessages.linkUsed);
    expect((await publicCall('view', { Token: token })).statusCode).toBe(410);

    const list = (await callApi(app, rep, 'GET', `/QuoteAcceptance/quote/${quoteId}`)).json();
    const answered = list.find((row: { Status: string }) => row.Status === 'Accepted');
    expect(answered).toMatchObject({
      SignerName: 'Pat Lee',
      SignerTitle: 'Project manager',
      Signature: 'Pat Lee',
      IpAddress: SIGNER_IP,
      UserAgent: SIGNER_AGENT,
    });
    expect(new Date(answered.DecidedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const repMails = await app.deps.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, 'rep@northwind.test'), like(outboxEmails.subject, '%was accepted%')),
      )
      .orderBy(asc(outboxEmails.outboxEmailId));
    expect(repMails).toHaveLength(1);
    expect(repMails[0]?.textBody).toContain('Pat Lee (Project manager)');

    // Besides the mail, the rep who sent the link is asked in the notification centre to order it.
    const answers = await answersOf(rep, quoteId);
    expect(Object.keys(answers).sort()).toEqual(['ActionNeeded', 'RecentlyChanged']);
    expect(answers.ActionNeeded).toHaveLength(1);
    expect(answers.ActionNeeded?.[0]).toMatchObject({
      NotificationTypeName: 'Quote answer',
      Title: 'Quote accepted online: request the order',
      Notification: 'Accepted by Pat Lee (Project manager) for Pat of Acme Mechanical (bids@acme.example).',
      StatusName: 'Accepted',
      LinkTarget: 'Quote',
      RequestedByName: expect.stringMatching(/\S/),
    });
    // No price in it, and nobody else's business: an Engineer and another company's rep see none.
    expect(JSON.stringify(answers)).not.toMatch(/\$\d/);
    expect(await answersOf(engineer, quoteId)).toEqual({});
    expect(await answersOf(contosoRep, quoteId)).toEqual({});

    const quote = await getQuote(app, rep, quoteId);
    const order = await callApi(app, rep, 'POST', '/ProjectOrder', {
      ProjectQuoteId: quoteId,
      RowVersion: quote.RowVersion,
      PoNumber: 'PO-ACCEPTED',
      RequestedShipDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      ...testOrderAddresses,
      Note: '',
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await getQuote(app, rep, quoteId)).QuoteStatusName).toBe('Ordered');
    // Ordered: the acceptance asks for nothing more and stays in Reviewed.
    const afterOrdering = await answersOf(rep, quoteId);
    expect(afterOrdering.ActionNeeded).toBeUndefined();
    expect(afterOrdering.Reviewed?.[0]?.Title).toBe('Quote accepted online');
    // An ordered quote is no longer on offer: an older unused link to it stops working.
    const stale = await app.deps.db
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.projectQuoteId, quoteId));
    expect(stale.filter((row) => row.usedAt === null).length).toBeGreaterThan(0);
    const afterOrder = await publicCall('view', { Token: unusedToken });
    expect(afterOrder.statusCode).toBe(410);
    expect(afterOrder.json().message).toBe(acceptanceMessages.linkExpired);
  });

  it('declines with a reason and tells the rep', async () => {
    const quoteId = quoteIds[1] as number;
    const { token } = await send(quoteId, 'estimating@beta.example');
    const noReason = await publicCall('decline', { Token: token, Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const declined = await publicCall('decline', { Token: token, Reason: 'Went with another manufacturer' });
    expect(declined.statusCode, declined.body).toBe(200);
    const list = (await callApi(app, rep, 'GET', `/QuoteAcceptance/quote/${quoteId}`)).json();
    expect(list[0]).toMatchObject({
      Status: 'Declined',
      DeclineReason: 'Went with another manufacturer',
      IpAddress: SIGNER_IP,
    });
    const mails = await app.deps.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, 'rep@northwind.test'), like(outboxEmails.subject, '%was declined%')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('Reason: Went with another manufacturer');
    // The rep's notification centre lists the answer with its reason, as answered (nothing to do).
    const answers = await answersOf(rep, quoteId);
    expect(Object.keys(answers).sort()).toEqual(['RecentlyChanged', 'Reviewed']);
    expect(answers.Reviewed?.[0]).toMatchObject({
      Title: 'Quote declined online',
      Notification:
        'Declined by Pat of Beta Heating & Cooling (estimating@beta.example): Went with another manufacturer.',
      StatusName: 'Declined',
    });
    expect((await getQuote(app, rep, quoteId)).QuoteStatusName).toBe('Open');
  });

  it('lets no Engineer send a quote or read its acceptances, and refuses a quote with no addressee', async () => {
    const sent = await callApi(app, engineer, 'POST', '/QuoteAcceptance/send', {
      ProjectQuoteId: quoteIds[1],
    });
    expect(sent.statusCode).toBe(403);
    const read = await callApi(app, engineer, 'GET', `/QuoteAcceptance/quote/${quoteIds[1]}`);
    expect(read.statusCode).toBe(403);
    await callApi(app, rep, 'PUT', '/ProjectParty/quote-addressee', {
      ProjectQuoteId: quoteIds[1],
      ProjectPartyContactId: null,
    });
    const unaddressed = await callApi(app, rep, 'POST', '/QuoteAcceptance/send', {
      ProjectQuoteId: quoteIds[1],
    });
    expect(unaddressed.statusCode).toBe(400);
    expect(unaddressed.json().message).toBe(acceptanceMessages.noAddressee);
  });
});
