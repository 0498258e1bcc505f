import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { projectAttachments } from '../../db/schema/projects.ts';

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;margin:24px">${body}</body></html>`;

/**
 * The local mailbox (never in production, never with SMTP_URL, only from this machine): every queued mail, newest first, so reset and approval
 * links can be followed on a machine without SMTP.
 */
export function registerDevMailRoutes(app: FastifyInstance, db: Database): void {
  // Reset and approval links are in here: only a browser on this machine may read them, whatever
  // interface the server listens on.
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopback(request.ip))
      return reply
        .status(403)
        .type('text/html')
        .send(
          page(
            'Local mailbox',
            '<p>The local mailbox opens only in a browser on the machine that runs AirQuote.</p>',
          ),
        );
  };
  app.get('/dev/mail', { schema: { hide: true }, onRequest }, async (_request, reply) => {
    const mails = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.outboxEmailId)).limit(200);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${mail.outboxEmailId}</td><td>${escapeHtml(mail.dateCreated.toISOString())}</td><td>${escapeHtml(mail.toAddress)}</td><td><a href="/dev/mail/${mail.outboxEmailId}">${escapeHtml(mail.subject)}</a></td><td>${mail.status}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        page(
          'Local mailbox',
          `<h1>Local mailbox</h1><p>Mail queued by AirQuote on this machine (no SMTP_URL set).</p><table border="1" cellpadding="6" style="border-collapse:collapse"><thead><tr><th>#</th><th>Queued</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`,
        ),
      );
  });

  app.get('/dev/mail/:id', { schema: { hide: true }, onRequest }, async (request, reply) => {
    const parsed = z.object({ id: z.coerce.number().int().positive() }).safeParse(request.params);
    const [mail] = parsed.success
      ? await db.select().from(outboxEmails).where(eq(outboxEmails.outboxEmailId, parsed.data.id))
      : [];
    if (!mail) return reply.status(404).type('text/html').send(page('Not found', '<p>No such mail.</p>'));
    const files =
      mail.attachmentIds.length === 0
        ? []
        : await db
            .select({
              id: projectAttachments.projectAttachmentId,
              fileName: projectAttachments.fileName,
              sizeBytes: projectAttachments.sizeBytes,
            })
            .from(projectAttachments)
            .where(inArray(projectAttachments.projectAttachmentId, mail.attachmentIds));
    const attachmentList =
      files.length === 0
        ? ''
        : `<p><b>Attachments:</b></p><ul>${files
            .map(
              (file) =>
                `<li><a href="/dev/mail/${mail.outboxEmailId}/attachments/${file.id}">${escapeHtml(file.fileName)}</a> (${file.sizeBytes} bytes)</li>`,
            )
            .join('')}</ul>`;
    return reply
      .type('text/html')
      .send(
        page(
          mail.subject,
          `<p><a href="/dev/mail">← Mailbox</a></p><p><b>To:</b> ${escapeHtml(mail.toAddress)}<br><b>Subject:</b> ${escapeHtml(mail.subject)}</p>${attachmentList}<hr>${mail.htmlBody}`,
        ),
      );
  });

  // A file sent with a mail, as the recipient would get it (only files the mail names).
  app.get('/dev/mail/:id/attachments/:attachmentId', { schema: { hide: true } }, async (request, reply) => {
    const parsed = z
      .object({ id: z.coerce.number().int().positive(), attachmentId: z.coerce.number().int().positive() })
      .safeParse(request.params);
    const [mail] = parsed.success
      ? await db.select().from(outboxEmails).where(eq(outboxEmails.outboxEmailId, parsed.data.id))
      : [];
    const attachmentId = parsed.success ? parsed.data.attachmentId : 0;
    const [file] = mail?.attachmentIds.includes(attachmentId)
      ? await db
          .select()
          .from(projectAttachments)
          .where(eq(projectAttachments.projectAttachmentId, attachmentId))
      : [];
    if (!file)
      return reply.status(404).type('text/html').send(page('Not found', '<p>No such attachment.</p>'));
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(file.data));
  });
}
