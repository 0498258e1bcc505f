import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { lastMailTo, linkIn } from '../../test/mailbox.ts';
import { createTestApp } from '../../test/test-app.ts';
import { enqueueMail } from './outbox.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
  await app.inject({
    method: 'POST',
    url: '/api/AppUser/forgotPassword',
    payload: { email: 'rep@contoso.test' },
  });
});
afterAll(async () => app.close());

describe('the local mailbox at /dev/mail', () => {
  it('lists queued mail, newest first, with links to each one', async () => {
    const mail = await lastMailTo(app, 'rep@contoso.test');
    const response = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Local mailbox</h1>');
    expect(response.body).toContain(
      `<a href="/dev/mail/${mail.outboxEmailId}">AirQuote: reset your password</a>`,
    );
  });

  it('shows one mail with its link, which can be followed to reset the password', async () => {
    const mail = await lastMailTo(app, 'rep@contoso.test');
    const response = await app.inject({ method: 'GET', url: `/dev/mail/${mail.outboxEmailId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<b>To:</b> rep@contoso.test');
    const link = linkIn(mail);
    expect(response.body).toContain(`href="${link.toString().replaceAll('&', '&#38;')}"`);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/AppUser/resetPassword',
      payload: {
        password: 'From#Mailbox1',
        reEnterPassword: 'From#Mailbox1',
        token: link.searchParams.get('token'),
        userId: Number(link.searchParams.get('userId')),
      },
    });
    expect(reset.json()).toEqual({ success: true, message: '' });
  });

  it('escapes what it did not write itself', async () => {
    await enqueueMail(app.deps.db, {
      to: '<script>alert(1)</script>@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: 'x',
      html: '<p>x</p>',
    });
    const response = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&#60;script&#62;');
  });

  it('opens only to a browser on this machine: another address gets 403 and no mail', async () => {
    for (const url of ['/dev/mail', '/dev/mail/1']) {
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(403);
      expect(remote.body).not.toContain('rep@contoso.test');
      const local = await app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(local.statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mail/999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail/abc' })).statusCode).toBe(404);
  });
});

describe('in production', () => {
  let production: App;
  beforeAll(async () => {
    production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        TOKEN_SECRET: 'a-production-secret-of-at-least-32-characters',
        ALLOW_EMBEDDED_DATABASE: 'true',
      },
    });
  });
  afterAll(async () => production.close());

  it('there is no local mailbox', async () => {
    await enqueueMail(production.deps.db, {
      to: 'x@example.com',
      subject: 'Secret link',
      text: 'x',
      html: 'x',
    });
    for (const url of ['/dev/mail', '/dev/mail/1']) {
      const response = await production.inject({ method: 'GET', url });
      // Without the route the path is the web app's (index.html when built, else 404).
      expect(response.body).not.toContain('Local mailbox');
      expect(response.body).not.toContain('Secret link');
      expect([200, 404]).toContain(response.statusCode);
    }
  });

  it('tokens are signed with the configured secret, not the development one', async () => {
    const token = await production.deps.tokens.sign({
      UserId: 1,
      ImpersonatorUserId: 0,
      TokenVersion: 1,
      SessionId: 'dev-mail-test-session',
    });
    expect(await app.deps.tokens.verify(token)).toBeNull();
    expect(await production.deps.tokens.verify(token)).toMatchObject({ UserId: 1 });
  });
});

describe('the local mailbox with SMTP_URL set', () => {
  it('is not there: mail that goes out is read in the mailboxes it goes to', async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const response = await withSmtp.inject({ method: 'GET', url: '/dev/mail' });
      expect(response.body).not.toContain('Local mailbox');
    } finally {
      await withSmtp.close();
    }
  });
});
