import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';

const lines: string[] = [];
let app: App;
let rep: string;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await createTestApp({ logStream: stream });
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

describe('secrets in logs (issue #16 item 8)', () => {
  it('no longer: the token of an e-mailed link, the session token and passwords never reach the log', async () => {
    const resetToken = 'RESET-TOKEN-e7c1b9f0a4d2';
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/user/user-reset-password?token=${resetToken}` });
    await app.inject({ method: 'GET', url: `/user/set-password?Token=${resetToken}&email=a%40b.c` });
    await app.inject({ method: 'GET', url: `/api/AppUser/getCurrentUserInfo/web?apiKey=${resetToken}` });
    await app.inject({
      method: 'GET',
      url: '/api/AppUser/validatePassword?password=Secret%232026',
      headers: { ...bearer(rep), cookie: `session=${resetToken}` },
    });
    const log = lines.join('');
    // The requests were logged, with their addresses...
    expect(log).toContain('/user/user-reset-password?token=[redacted]');
    expect(log).toContain('/user/set-password?Token=[redacted]&email=a%40b.c');
    expect(log).toContain('apiKey=[redacted]');
    // ...and no secret value of them.
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain('Secret');
    expect(log).not.toContain(rep);
    expect(log).not.toContain(rep.split('.')[2] as string);
  });
});
