import { submittalReviewMessages } from '@airquote/shared/contracts/project/record-submittal-review';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { eventLogs } from '../../db/schema/projects.ts';
import { callApi, demoProjects, projectIdByName, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

const RECORD = '/Project/RecordSubmittalReview';

let app: App;
let rep: string;
let engineer: string;
let contosoRep: string;
let projectId: number;
let submittalId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, engineer, contosoRep } = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep']));
  projectId = await projectIdByName(app, demoProjects.riverside);
  const generated = await callApi(app, rep, 'POST', '/Project/GenerateSubmittalPdfs', {
    ProjectId: projectId,
    SubmittalOptions: [1],
  });
  expect(generated.statusCode, generated.body).toBe(200);
  submittalId = Number(generated.headers['x-project-attachment-id']);
});
afterAll(async () => app.close());

const review = (extra: Record<string, unknown> = {}) => ({
  ProjectAttachmentId: submittalId,
  Status: 'ApprovedAsNoted',
  ReviewerName: 'Dana Ortiz, PE',
  ReviewedOn: '2026-11-20',
  Comments: 'Provide 3-speed motor on FC-2; confirm 208 V supply.',
  ...extra,
});

describe('POST /api/Project/RecordSubmittalReview', () => {
  it("records the engineer's status and comments against the package, with an event", async () => {
    const response = await callApi(app, engineer, 'POST', RECORD, review());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ProjectAttachmentId: submittalId,
      Status: 'ApprovedAsNoted',
      ReviewerName: 'Dana Ortiz, PE',
      ReviewedOn: '2026-11-20',
      Comments: 'Provide 3-speed motor on FC-2; confirm 208 V supply.',
    });
    expect(response.json().RecordedByName).not.toBe('');
    const events = await app.deps.db
      .select()
      .from(eventLogs)
      .where(and(eq(eventLogs.entityId, submittalId), eq(eventLogs.action, 'SubmittalReviewRecorded')));
    expect(events).toHaveLength(1);
    expect(events[0]?.after).toMatchObject({ Status: 'ApprovedAsNoted', ReviewerName: 'Dana Ortiz, PE' });
    expect(events[0]?.summary).toContain('Approved as noted');
    // Approved needs no comments.
    const approved = await callApi(app, rep, 'POST', RECORD, review({ Status: 'Approved', Comments: '' }));
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('refuses bad input with a clear 400', async () => {
    const unknown = await callApi(app, rep, 'POST', RECORD, review({ Status: 'Maybe' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(submittalReviewMessages.status);
    const noReviewer = await callApi(app, rep, 'POST', RECORD, review({ ReviewerName: '  ' }));
    expect(noReviewer.statusCode).toBe(400);
    expect(noReviewer.body).toContain(submittalReviewMessages.reviewer);
    const noComments = await callApi(
      app,
      rep,
      'POST',
      RECORD,
      review({ Status: 'ReviseAndResubmit', Comments: '' }),
    );
    expect(noComments.statusCode).toBe(400);
    expect(noComments.body).toContain(submittalReviewMessages.commentsRequired);
    const badDate = await callApi(app, rep, 'POST', RECORD, review({ ReviewedOn: '2026-13-40' }));
    expect(badDate.statusCode).toBe(400);
    const long = await callApi(app, rep, 'POST', RECORD, review({ Comments: 'x'.repeat(4001) }));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(submittalReviewMessages.comments);
  });

  it('is for submittal packages of projects the caller may edit', async () => {
    // Another company's project is not found; a reader without project.edit is refused.
    expect((await callApi(app, contosoRep, 'POST', RECORD, review())).statusCode).toBe(404);
    const orders = await signIn(app, 'orders@airquote.test');
    expect((await callApi(app, orders, 'POST', RECORD, review())).statusCode).toBe(403);
    expect((await callApi(app, null, 'POST', RECORD, review())).statusCode).toBe(401);
    expect(
      (await callApi(app, rep, 'POST', RECORD, review({ ProjectAttachmentId: 999_999 }))).statusCode,
    ).toBe(404);
    // A quote PDF is not a submittal.
    const quote = await callApi(app, rep, 'GET', `/projectquote/getbyprojectid/${projectId}`);
    const quoteId = quote.json()[0]?.ProjectQuoteId;
    const pdf = await callApi(app, rep, 'POST', '/ProjectQuote/GenerateQuotePdfs', {
      ProjectQuoteId: quoteId,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const notSubmittal = await callApi(
      app,
      rep,
      'POST',
      RECORD,
      review({ ProjectAttachmentId: Number(pdf.headers['x-project-attachment-id']) }),
    );
    expect(notSubmittal.statusCode).toBe(400);
    expect(notSubmittal.json().message).toBe(submittalReviewMessages.notSubmittal);
  });
});
