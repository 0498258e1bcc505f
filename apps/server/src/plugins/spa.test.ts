import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

const indexHtml = '<!doctype html><script type="module" src="/assets/Ab12.js"></script>';
const chunk = 'export const answer = 42;';

let app: FastifyInstance;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'airquote-spa-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(path.join(folder, 'index.html'), indexHtml);
  await writeFile(path.join(folder, 'assets/Ab12.js'), chunk);
  // The copies the web build writes beside each text file (vite-precompress.ts).
  await writeFile(path.join(folder, 'assets/Ab12.js.br'), brotliCompressSync(chunk));
  await writeFile(path.join(folder, 'assets/Ab12.js.gz'), gzipSync(chunk));
  app = Fastify();
  expect(await registerSpa(app, folder)).toBe(true);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the built web app as the server serves it', () => {
  it('serves a hashed chunk for a year and index.html never cached', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/Ab12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(chunk);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.body).toBe(indexHtml);
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy the browser accepts, brotli first, and says that the answer varies by it', async () => {
    const url = '/assets/Ab12.js';
    const br = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it("answers a client route with index.html, for the browser's router to take", async () => {
    const page = await app.inject({ method: 'GET', url: '/topmenu/project/project-detail/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(indexHtml);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file under another spelling of its path, nor one outside the folder', async () => {
    // One route per file (wildcard off): the spelling is matched exactly, with no folder listing.
    for (const url of [
      '/ASSETS/Ab12.js',
      '/assets/ab12.js',
      '/assets/../index.html',
      '/assets/%2e%2e/spa.test.ts',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toBe(chunk);
      expect(response.body, url).not.toContain('vitest');
    }
  });

  it('answers an unknown API path with the one error shape, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
