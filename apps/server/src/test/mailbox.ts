import { asc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { outboxEmails } from '../db/schema/outbox.ts';

export type OutboxMail = typeof outboxEmails.$inferSelect;

/** Mail queued for an address, oldest first (tests read the outbox instead of an SMTP server). */
export async function mailsTo(app: App, address: string): Promise<OutboxMail[]> {
  return app.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(asc(outboxEmails.outboxEmailId));
}

export async function lastMailTo(app: App, address: string): Promise<OutboxMail> {
  const mail = (await mailsTo(app, address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The first link in a mail's text body. */
export function linkIn(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.textBody);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

/** token and userId of the reset link in the last reset mail to an address. */
export async function resetLinkFor(
  app: App,
  address: string,
): Promise<{ token: string; userId: number; url: URL }> {
  const url = linkIn(await lastMailTo(app, address));
  const token = url.searchParams.get('token');
  const userId = Number(url.searchParams.get('userId'));
  if (!token || !userId) throw new Error(`not a reset link: ${url}`);
  return { token, userId, url };
}
