import type { DatabaseOrTransaction } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Project attachments to send with the mail; the worker reads their bytes when it sends. */
  attachmentIds?: readonly number[];
};

/**
 * Queues a mail in the same transaction as the change that causes it: if the change rolls back, no
 * mail goes out; if the sender is down, the mail waits in the table and is retried.
 */
export async function enqueueMail(db: DatabaseOrTransaction, message: MailMessage): Promise<void> {
  await db.insert(outboxEmails).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    attachmentIds: [...(message.attachmentIds ?? [])],
  });
}
