import { engRequestMessages } from '@airquote/shared/contracts/quote/eng-request-schemas';
import { QuoteEngRequestStatus as S } from '@airquote/shared/enums/lookups';
import { engRequestStatusMessages } from '@airquote/shared/rules/eng-request-status';
import { quoteStatusMessages } from '@airquote/shared/rules/quote-status';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { projectQuoteNotes } from '../../db/schema/quotes.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import {
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  quoteEvents,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

const ENG = '/ProjectQuoteEngRequest';
let app: App;
let rep: string;
let engineering: string;
let engineer: string;
let contosoRep: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, engineering, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'engineering@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

const newQuote = () =>
  createQuote(app, rep, { ProjectId: riverside.projectId, ProjectScheduleIds: riverside.scheduleIds });

type Request = { ProjectQuoteEngRequestId: number; RowVersion: number };

const create = (token: string, ProjectQuoteId: number, Description = 'Check the coil selection') =>
  callApi(app, token, 'POST', ENG, { ProjectQuoteId, Description });

const send = async (token: string, quoteId: number, Note = '') => {
  const quote = await getQuote(app, rep, quoteId);
  return callApi(app, token, 'POST', '/ProjectQuote/SendEngRequestEmail', {
    ProjectQuoteId: quoteId,
    RowVersion: quote.RowVersion,
    Note,
  });
};

const move = (token: string, request: Request, Status: number, Note = '') =>
  callApi(app, token, 'PUT', `${ENG}/status`, {
    ProjectQuoteEngRequestId: request.ProjectQuoteEngRequestId,
    Status,
    Note,
    RowVersion: request.RowVersion,
  });

/** Moves and expects 200, answering the request as saved. */
async function moveOk(token: string, request: Request, status: number, note = '') {
  const response = await move(token, request, status, note);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function refused(response: Awaited<ReturnType<typeof callApi>>) {
  return { status: response.statusCode, message: response.json().message as string };
}

const mailsFor = async (address: string, quoteNumber: string) =>
  (
    await app.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, address))
      .orderBy(asc(outboxEmails.outboxEmailId))
  ).filter((mail) => mail.subject.includes(quoteNumber));

describe('engineering review', () => {
  it('request → EngReview; more info asked and answered; approved → Open, with notes, events and mails', async () => {
    const quote = await newQuote();
    const blank = await create(rep, quote.ProjectQuoteId, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Describe what application engineering should review.');
    const created = await create(rep, quote.ProjectQuoteId);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      Status: S.NotReviewed,
      StatusName: 'Not Reviewed',
      IsSent: false,
    });
    expect(await refused(await create(rep, quote.ProjectQuoteId))).toEqual({
      status: 400,
      message: engRequestMessages.openExists,
    });
    expect(await refused(await move(engineering, created.json(), S.UnderReview))).toEqual({
      status: 400,
      message: engRequestMessages.notSent,
    });

    const stale = await callApi(app, rep, 'POST', '/ProjectQuote/SendEngRequestEmail', {
      ProjectQuoteId: quote.ProjectQuoteId,
      RowVersion: (await getQuote(app, rep, quote.ProjectQuoteId)).RowVersion + 1,
    });
    expect(stale.statusCode).toBe(409);
    const sent = await send(rep, quote.ProjectQuoteId, 'Tight ceiling space');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ IsSent: true, Status: S.NotReviewed });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Engineering Review');
    const requestMails = await mailsFor('engineering@airquote.test', quote.QuoteNumber);
    expect(requestMails).toHaveLength(1);
    expect(requestMails[0]?.textBody).toContain('Check the coil selection');
    expect(requestMails[0]?.textBody).toContain('Tight ceiling space');
    const again = await refused(await send(rep, quote.ProjectQuoteId));
    expect(again.status).toBe(400);
    expect(again.message).toMatch(
      /only while the quote is open; this quote is waiting for an engineering review/,
    );
    expect(
      await refused(await callApi(app, rep, 'DELETE', `${ENG}/${created.json().ProjectQuoteEngRequestId}`)),
    ).toEqual({
      status: 400,
      message: engRequestMessages.alreadySent,
    });

    let request = sent.json();
    expect(await refused(await move(rep, request, S.UnderReview))).toEqual({
      status: 403,
      message: engRequestStatusMessages.reviewerOnly,
    });
    expect(await refused(await move(engineering, request, S.Approved, 'ok'))).toEqual({
      status: 400,
      message: engRequestStatusMessages.notReviewedNext,
    });
    expect(await refused(await move(engineering, request, S.NotReviewed))).toEqual({
      status: 400,
      message: engRequestStatusMessages.same('NotReviewed'),
    });
    expect(
      (await move(engineering, { ...request, RowVersion: request.RowVersion + 1 }, S.UnderReview)).statusCode,
    ).toBe(409);
    request = await moveOk(engineering, request, S.UnderReview);
    expect(request).toMatchObject({ StatusName: 'Under Review', ReviewedByName: expect.any(String) });
    expect(await refused(await move(engineering, request, S.NotReviewed, 'x'))).toEqual({
      status: 400,
      message: engRequestStatusMessages.underReviewNext,
    });
    expect(await refused(await move(engineering, request, S.NeedMoreInfo, ' '))).toEqual({
      status: 400,
      message: engRequestStatusMessages.noteRequired('NeedMoreInfo'),
    });
    request = await moveOk(engineering, request, S.NeedMoreInfo, 'Which coil rows?');
    expect(await refused(await move(engineering, request, S.UnderReview, 'answer myself'))).toEqual({
      status: 403,
      message: engRequestStatusMessages.requesterOnly,
    });
    expect(await refused(await move(rep, request, S.NotReviewed, 'x'))).toEqual({
      status: 400,
      message: engRequestStatusMessages.needMoreInfoNext,
    });
    expect(await refused(await move(rep, request, S.UnderReview))).toEqual({
      status: 400,
      message: engRequestStatusMessages.noteRequired('UnderReview', 'requester'),
    });
    // Issue 15 item 4: the answer puts the request back under review with its engineer; no second Start.
    request = await moveOk(rep, request, S.UnderReview, 'Four rows');
    expect(request).toMatchObject({ Status: S.UnderReview, StatusName: 'Under Review' });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Engineering Review');
    expect(await refused(await move(engineering, request, S.UnderReview))).toEqual({
      status: 400,
      message: engRequestStatusMessages.same('UnderReview'),
    });
    request = await moveOk(engineering, request, S.Approved, 'Selection is fine');
    expect(request).toMatchObject({ Status: S.Approved, StatusName: 'Approved' });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
    expect(await refused(await move(engineering, request, S.Rejected, 'no'))).toEqual({
      status: 400,
      message: engRequestStatusMessages.ended('Approved'),
    });
    expect(
      await refused(await callApi(app, rep, 'DELETE', `${ENG}/${request.ProjectQuoteEngRequestId}`)),
    ).toEqual({
      status: 400,
      message: engRequestMessages.ended,
    });

    const [listed] = (
      await callApi(app, engineering, 'GET', `${ENG}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)
    ).json();
    expect(listed.Notes.map((note: { Note: string }) => note.Note)).toEqual([
      'Drafted an engineering request: Check the coil selection',
      'Sent the engineering request to application engineering. Note: Tight ceiling space',
      'Not Reviewed → Under Review.',
      'Under Review → Need More Info. Which coil rows?',
      'Answered: Need More Info → Under Review. Four rows',
      'Under Review → Approved. Selection is fine',
    ]);
    expect(listed.Notes.every((note: { AuthorName: string; At: string }) => note.AuthorName && note.At)).toBe(
      true,
    );
    const quoteNotes = await app.deps.db
      .select()
      .from(projectQuoteNotes)
      .where(
        and(
          eq(projectQuoteNotes.projectQuoteId, quote.ProjectQuoteId),
          eq(projectQuoteNotes.kind, 'EngineeringReview'),
        ),
      );
    expect(quoteNotes).toHaveLength(6);

    // The rep is mailed each reviewer step (under review, more info, approved); engineering the answer.
    // Each subject says what happened (issue 15 item 4: never "Not Reviewed" for an answer).
    const label = quote.QuoteNumber;
    const repMails = await mailsFor('rep@northwind.test', quote.QuoteNumber);
    expect(repMails.map((mail) => mail.subject.replace(/ on .*$/, ''))).toEqual([
      'AirQuote: engineering request taken under review',
      'AirQuote: engineering asks for more information',
      'AirQuote: engineering request approved',
    ]);
    expect(repMails.every((mail) => mail.subject.includes(label))).toBe(true);
    expect(repMails.at(-1)?.textBody).toContain('the quote is open again');
    const engineeringMails = await mailsFor('engineering@airquote.test', quote.QuoteNumber);
    expect(engineeringMails.map((mail) => mail.subject.replace(/ on .*$/, ''))).toEqual([
      'AirQuote: engineering request',
      'AirQuote: engineering request answered',
    ]);
    expect(engineeringMails[1]?.textBody).toContain('Answer: Four rows');
    expect(engineeringMails[1]?.textBody).toContain('continue the review');
    const allSubjects = [...repMails, ...engineeringMails].map((mail) => mail.subject).join('\n');
    expect(allSubjects).not.toMatch(/Not Reviewed/i);

    const actions = (await quoteEvents(app, riverside.projectId))
      .filter((event) => event.entityId === quote.ProjectQuoteId)
      .map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'EngRequestDrafted',
        'EngRequestSent',
        'EngRequestUnderReview',
        'EngRequestNeedMoreInfo',
        'EngRequestAnswered',
        'EngRequestApproved',
        'StatusChanged',
      ]),
    );
    // A new review can start once the last one ended.
    expect((await create(rep, quote.ProjectQuoteId, 'Second look')).statusCode).toBe(200);
  });

  it('a rejection ends the review too and returns the quote to Open', async () => {
    const quote = await newQuote();
    expect((await create(rep, quote.ProjectQuoteId)).statusCode).toBe(200);
    let request = (await send(rep, quote.ProjectQuoteId)).json();
    request = await moveOk(engineering, request, S.UnderReview);
    expect(await refused(await move(engineering, request, S.Rejected))).toEqual({
      status: 400,
      message: engRequestStatusMessages.noteRequired('Rejected'),
    });
    request = await moveOk(engineering, request, S.Rejected, 'Unit does not fit');
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
    expect(await refused(await move(engineering, request, S.UnderReview))).toEqual({
      status: 400,
      message: engRequestStatusMessages.ended('Rejected'),
    });
  });

  it('deletes a draft, and an abandoned request once its review ended (quote cancelled, reopened)', async () => {
    const quote = await newQuote();
    const draft = (await create(rep, quote.ProjectQuoteId)).json();
    expect((await callApi(app, rep, 'DELETE', `${ENG}/${draft.ProjectQuoteEngRequestId}`)).statusCode).toBe(
      200,
    );
    expect(
      (await callApi(app, rep, 'GET', `${ENG}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)).json(),
    ).toEqual([]);
    expect((await callApi(app, rep, 'DELETE', `${ENG}/${draft.ProjectQuoteEngRequestId}`)).statusCode).toBe(
      404,
    );

    expect((await create(rep, quote.ProjectQuoteId)).statusCode).toBe(200);
    const sent = (await send(rep, quote.ProjectQuoteId)).json();
    expect(
      (await changeQuote(app, rep, await getQuote(app, rep, quote.ProjectQuoteId), { QuoteStatusId: 6 }))
        .statusCode,
    ).toBe(200);
    expect(await refused(await move(engineering, sent, S.UnderReview))).toEqual({
      status: 400,
      message: engRequestMessages.reviewEnded,
    });
    const admin = await signIn(app, 'admin@airquote.test');
    const cancelled = await getQuote(app, admin, quote.ProjectQuoteId);
    expect((await changeQuote(app, admin, cancelled, { QuoteStatusId: 1 })).statusCode).toBe(200);
    expect((await send(rep, quote.ProjectQuoteId)).json().message).toBe(engRequestMessages.nothingToSend);
    expect((await create(rep, quote.ProjectQuoteId)).json().message).toBe(engRequestMessages.openExists);
    expect((await callApi(app, rep, 'DELETE', `${ENG}/${sent.ProjectQuoteEngRequestId}`)).statusCode).toBe(
      200,
    );
    expect((await create(rep, quote.ProjectQuoteId)).statusCode).toBe(200);
  });

  it('refuses a request on a quote that is not open with the machine message', async () => {
    const quote = await newQuote();
    expect((await changeQuote(app, rep, quote, { QuoteStatusId: 4 })).statusCode).toBe(200);
    expect(await refused(await create(rep, quote.ProjectQuoteId))).toEqual({
      status: 400,
      message: 'An engineering review can be requested only while the quote is open; this quote is on hold.',
    });
    expect(quoteStatusMessages.fromEngReview).toMatch(/application engineering/);
  });

  it('answers 403 to Engineers (no quote permission) and 404 to another company', async () => {
    const quote = await newQuote();
    const draft = (await create(rep, quote.ProjectQuoteId)).json();
    const calls = (token: string) => [
      create(token, quote.ProjectQuoteId),
      callApi(app, token, 'GET', `${ENG}/GetByProjectQuoteId/${quote.ProjectQuoteId}`),
      callApi(app, token, 'DELETE', `${ENG}/${draft.ProjectQuoteEngRequestId}`),
      callApi(app, token, 'POST', '/ProjectQuote/SendEngRequestEmail', {
        ProjectQuoteId: quote.ProjectQuoteId,
        RowVersion: quote.RowVersion,
      }),
      move(token, draft, S.UnderReview),
    ];
    const engineerAnswers = await Promise.all(calls(engineer));
    expect(engineerAnswers.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(engineerAnswers[0]?.json().message).toBe(engRequestMessages.cannotSeeQuotes);
    expect(engineerAnswers.some((response) => /Multiplier|Price|Net/.test(response.body))).toBe(false);
    const contosoAnswers = await Promise.all(calls(contosoRep));
    expect(contosoAnswers.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const still = (
      await callApi(app, rep, 'GET', `${ENG}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)
    ).json();
    expect(still).toHaveLength(1);
  });
});
