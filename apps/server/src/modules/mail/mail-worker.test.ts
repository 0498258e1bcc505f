import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createMailWorker, MAX_ATTEMPTS, nextAttemptDelayMs, SEND_LEASE_MS } from './mail-worker.ts';
import { enqueueMail } from './outbox.ts';

type SentMail = { from: string; to: string; subject: string; text: string; html: string };

/** A transport that fails while `down` is true and records what it delivers. */
function fakeTransport() {
  const state = { down: true, calls: 0, delivered: [] as SentMail[] };
  return {
    state,
    transport: {
      async sendMail(message: SentMail) {
        state.calls++;
        if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        state.delivered.push(message);
        return { messageId: `<${state.calls}@test>` };
      },
    },
  };
}

function silentLog() {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.deps.db.delete(outboxEmails);
});

async function queue(to: string) {
  await enqueueMail(app.deps.db, { to, subject: `Hello ${to}`, text: 'text body', html: '<p>html body</p>' });
}

async function mails() {
  return app.deps.db.select().from(outboxEmails).orderBy(asc(outboxEmails.outboxEmailId));
}

/** Pretend the back-off has passed. */
async function makeDue() {
  await app.deps.db.update(outboxEmails).set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

describe('nextAttemptDelayMs', () => {
  it('backs off exponentially from 30 seconds and caps at one hour', () => {
    expect(nextAttemptDelayMs(1)).toBe(30_000);
    expect(nextAttemptDelayMs(2)).toBe(60_000);
    expect(nextAttemptDelayMs(3)).toBe(120_000);
    expect(nextAttemptDelayMs(7)).toBe(1_920_000);
    expect(nextAttemptDelayMs(8)).toBe(3_600_000);
    expect(nextAttemptDelayMs(30)).toBe(3_600_000);
  });
});

describe('mail worker', () => {
  it('delivers queued mail through the transport with the configured sender', async () => {
    const { state, transport } = fakeTransport();
    state.down = false;
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'AirQuote <a@b.test>',
      log: silentLog(),
      transport,
    });
    await queue('one@example.test');
    await queue('two@example.test');
    expect(await worker.drain()).toBe(2);
    expect(state.delivered.map((mail) => mail.to)).toEqual(['one@example.test', 'two@example.test']);
    expect(state.delivered[0]).toMatchObject({
      from: 'AirQuote <a@b.test>',
      subject: 'Hello one@example.test',
      text: 'text body',
    });
    const rows = await mails();
    expect(rows.map((row) => row.status)).toEqual(['Sent', 'Sent']);
    expect(rows[0]?.attempts).toBe(1);
    expect(rows[0]?.dateSent).toBeInstanceOf(Date);
    expect(await worker.drain()).toBe(0);
    expect(state.calls).toBe(2);
  });

  it('keeps a mail whose send failed, records the error and retries it after the back-off', async () => {
    const { state, transport } = fakeTransport();
    const log = silentLog();
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.test',
      log,
      transport,
    });
    await queue('retry@example.test');

    const before = Date.now();
    expect(await worker.drain()).toBe(0);
    const [failed] = await mails();
    expect(failed).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const delay = (failed?.nextAttemptAt.getTime() ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(29_000);
    expect(delay).toBeLessThan(40_000);
    expect(log.warn).toHaveBeenCalledOnce();
    // Outside any request: the line names the worker and the mail instead of a request id.
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({
      component: 'mail-worker',
      outboxEmailId: failed?.outboxEmailId,
    });

    // Not due yet: the transport is not called again.
    expect(await worker.drain()).toBe(0);
    expect(state.calls).toBe(1);

    await makeDue();
    expect(await worker.drain()).toBe(0);
    const [second] = await mails();
    expect(second).toMatchObject({ status: 'Pending', attempts: 2 });
    expect((second?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);

    state.down = false;
    await makeDue();
    expect(await worker.drain()).toBe(1);
    const [sent] = await mails();
    expect(sent).toMatchObject({ status: 'Sent', attempts: 3, lastError: null });
    expect(state.delivered).toHaveLength(1);
  });

  it('a failing mail does not block the ones behind it', async () => {
    let calls = 0;
    const transport = {
      async sendMail(message: SentMail) {
        calls++;
        if (message.to === 'broken@example.test') throw new Error('550 mailbox unavailable');
        return {};
      },
    };
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.test',
      log: silentLog(),
      transport,
    });
    await queue('broken@example.test');
    await queue('fine@example.test');
    expect(await worker.drain()).toBe(1);
    expect(calls).toBe(2);
    expect((await mails()).map((row) => row.status)).toEqual(['Pending', 'Sent']);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the mail Failed, keeping it`, async () => {
    const { state, transport } = fakeTransport();
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.test',
      log: silentLog(),
      transport,
    });
    await queue('gone@example.test');
    await app.deps.db.update(outboxEmails).set({ attempts: MAX_ATTEMPTS - 1 });
    expect(await worker.drain()).toBe(0);
    const [row] = await mails();
    expect(row).toMatchObject({ status: 'Failed', attempts: MAX_ATTEMPTS });
    await makeDue();
    await worker.drain();
    expect(state.calls).toBe(1);
  });

  it('without SMTP the mail stays in the table for the local mailbox, marked sent', async () => {
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.test',
      log: silentLog(),
    });
    await queue('local@example.test');
    expect(await worker.drain()).toBe(1);
    const [row] = await mails();
    expect(row).toMatchObject({ toAddress: 'local@example.test', status: 'Sent' });
  });

  it('two workers draining at once send each mail exactly once', async () => {
    const { state, transport } = fakeTransport();
    state.down = false;
    const options = { db: app.deps.db, smtpUrl: undefined, from: 'x@y.test', log: silentLog(), transport };
    const first = createMailWorker(options);
    const second = createMailWorker(options);
    for (let index = 0; index < 6; index++) await queue(`user${index}@example.test`);
    const [sentByFirst, sentBySecond] = await Promise.all([first.drain(), second.drain()]);
    expect((sentByFirst ?? 0) + (sentBySecond ?? 0)).toBe(6);
    expect(new Set(state.delivered.map((mail) => mail.to)).size).toBe(6);
    expect(state.delivered).toHaveLength(6);
  });

  it('start() sends what is queued; stop() waits for the drain in flight', async () => {
    const { state, transport } = fakeTransport();
    state.down = false;
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.test',
      log: silentLog(),
      transport,
    });
    await queue('started@example.test');
    worker.start();
    await vi.waitFor(() => expect(state.delivered).toHaveLength(1), { timeout: 5_000 });
    await worker.stop();
    const [row] = await app.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'started@example.test'));
    expect(row?.status).toBe('Sent');
  });
});

describe('a mail server that hangs', () => {
  it('holds no transaction or row lock while it does: the mail is leased, then its outcome recorded', async () => {
    await queue('slow@example.com');
    let sendStarted: () => void = () => {};
    let answer: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      sendStarted = resolve;
    });
    const hanging = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'AirQuote <no-reply@airquote.test>',
      log: silentLog(),
      transport: {
        async sendMail() {
          sendStarted();
          await hanging;
          return { messageId: '<slow@test>' };
        },
      },
    });
    const drained = worker.drain();
    await started;
    // While SMTP hangs, the row can be locked at once by anyone else (no transaction holds it) and
    // its next attempt has moved past the send's lease, so no other drain sends it meanwhile.
    const leased = await app.deps.db.transaction((tx) =>
      tx.select().from(outboxEmails).for('update', { noWait: true }),
    );
    expect(leased).toHaveLength(1);
    expect(leased[0]?.status).toBe('Pending');
    expect(leased[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + SEND_LEASE_MS - 60_000);
    answer();
    await drained;
    expect((await mails())[0]).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
  });
});
