import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { projectAttachments } from '../../db/schema/projects.ts';
import { type OutboxBacklog, readOutboxBacklog } from './outbox-backlog.repository.ts';

export type MailWorker = {
  /** Sends what is due now; returns how many mails were sent. */
  drain(): Promise<number>;
  /** Asks for a drain soon (after a transaction that queued mail has committed). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
  /** What waits in the outbox (metrics). */
  backlog(): Promise<OutboxBacklog>;
};

/** After this many failed sends a mail is marked Failed (and stays in the table for a person to look at). */
export const MAX_ATTEMPTS = 8;
const POLL_INTERVAL_MS = 5_000;
/** Longest a mail server may take to connect, greet and answer; a send never outlasts its lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** How long a claimed mail is left to its sender before another drain may try it again. */
export const SEND_LEASE_MS = 5 * 60_000;

function smtpOptions(url: string) {
  return { url, ...SMTP_TIMEOUTS };
}
/**
 * The worker runs outside any request, so its lines carry no reqId: they name the worker and the
 * outbox row (outboxEmailId), which is the id to look a mail up by.
 */
const LOG_FIELDS = { component: 'mail-worker' } as const;

/** Exponential back-off: 30 s, 1 min, 2 min … capped at 1 hour. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type Transport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<unknown>;
};

/** The files of a mail, in the order the mail names them (an attachment deleted since is left out). */
async function loadMailAttachments(db: DatabaseOrTransaction, attachmentIds: readonly number[]) {
  if (attachmentIds.length === 0) return [];
  const rows = await db
    .select({
      id: projectAttachments.projectAttachmentId,
      fileName: projectAttachments.fileName,
      contentType: projectAttachments.contentType,
      data: projectAttachments.data,
    })
    .from(projectAttachments)
    .where(inArray(projectAttachments.projectAttachmentId, [...attachmentIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return attachmentIds.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ filename: row.fileName, contentType: row.contentType, content: Buffer.from(row.data) }]
      : [];
  });
}

/**
 * Sends queued mail through SMTP when SMTP_URL is set. Without it, mail is delivered to the local
 * mailbox: it stays in the outbox table, marked sent, and /dev/mail shows it.
 */
export function createMailWorker(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  transport?: Transport;
}): MailWorker {
  const transport: Transport | null =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(smtpOptions(options.smtpUrl)) : null);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  /**
   * Takes the next due mail in a short transaction and leases it (its next attempt moves past the
   * longest send), so no transaction stays open while SMTP answers: a hanging mail server neither
   * holds a database connection nor outlives the server's idle-transaction limit unrecorded. A
   * process that dies mid-send leaves the lease to run out, and the mail is tried again.
   */
  async function claimNextDue() {
    return options.db.transaction(async (tx) => {
      // SKIP LOCKED lets several server instances share one outbox without sending twice.
      const [mail] = await tx
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'Pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboxEmails.outboxEmailId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return null;
      await tx
        .update(outboxEmails)
        .set({ nextAttemptAt: new Date(Date.now() + SEND_LEASE_MS) })
        .where(eq(outboxEmails.outboxEmailId, mail.outboxEmailId));
      return mail;
    });
  }

  /** Tries the next due mail; 'none' when nothing is due. */
  async function sendOne(): Promise<'sent' | 'failed' | 'none'> {
    const mail = await claimNextDue();
    if (!mail) return 'none';
    try {
      if (transport) {
        const attachments = await loadMailAttachments(options.db, mail.attachmentIds);
        await transport.sendMail({
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      }
    } catch (error) {
      const attempts = mail.attempts + 1;
      options.log.warn(
        { ...LOG_FIELDS, err: error, outboxEmailId: mail.outboxEmailId, attempts },
        'mail send failed',
      );
      await options.db
        .update(outboxEmails)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'Failed' : 'Pending',
          nextAttemptAt: new Date(Date.now() + nextAttemptDelayMs(attempts)),
        })
        .where(eq(outboxEmails.outboxEmailId, mail.outboxEmailId));
      return 'failed';
    }
    await options.db
      .update(outboxEmails)
      // The lease ends with the send: a sent mail put back to Pending goes at once.
      .set({
        status: 'Sent',
        dateSent: new Date(),
        attempts: mail.attempts + 1,
        lastError: null,
        nextAttemptAt: new Date(),
      })
      .where(eq(outboxEmails.outboxEmailId, mail.outboxEmailId));
    if (transport)
      options.log.info(
        { ...LOG_FIELDS, outboxEmailId: mail.outboxEmailId, attempts: mail.attempts + 1 },
        'mail sent',
      );
    return 'sent';
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    // A failed mail is rescheduled, so the loop moves on to the next one; at most 100 per drain.
    for (let tried = 0; !stopped && tried < 100; tried++) {
      const outcome = await sendOne();
      if (outcome === 'none') break;
      if (outcome === 'sent') sent++;
    }
    return sent;
  }

  const worker: MailWorker = {
    drain() {
      running ??= drainOnce().finally(() => {
        running = null;
      });
      return running;
    },
    kick() {
      setImmediate(() => {
        worker
          .drain()
          .catch((error: unknown) => options.log.error({ ...LOG_FIELDS, err: error }, 'mail drain failed'));
      });
    },
    start() {
      stopped = false;
      timer = setInterval(() => worker.kick(), POLL_INTERVAL_MS);
      timer.unref();
      worker.kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
    backlog: () => readOutboxBacklog(options.db),
  };
  return worker;
}
