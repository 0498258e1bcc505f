import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializers } from './request-log.ts';

describe('redactUrl', () => {
  it('replaces the value of a password parameter, whatever its case or encoding', () => {
    expect(redactUrl('/api/AppUser/validatePassword?userId=7&password=Demo%232026')).toBe(
      '/api/AppUser/validatePassword?userId=7&password=[redacted]',
    );
    expect(redactUrl('/x?Password=a&b=1')).toBe('/x?Password=[redacted]&b=1');
    expect(redactUrl('/x?pass%77ord=secret')).toBe('/x?pass%77ord=[redacted]');
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/Project/12')).toBe('/api/Project/12');
    expect(redactUrl('/api/search?searchText=password&x=%E0')).toBe('/api/search?searchText=password&x=%E0');
    expect(redactUrl('/x?%E0=1')).toBe('/x?%E0=1');
  });
});

describe('request log', () => {
  it('never writes a password from the query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: requestLogSerializers } });
    app.get('/api/AppUser/validatePassword', async () => true);
    await app.inject({ method: 'GET', url: '/api/AppUser/validatePassword?userId=7&password=Demo%232026' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/AppUser/validatePassword?userId=7&password=[redacted]');
    expect(log).not.toContain('Demo');
  });
});
