import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, seedAssetsFolder, serverRoot, webDistFolder } from './config/paths.ts';

/**
 * The image cannot be built on the development machines (ADR 23), so what the built
 * server reads at run time is checked against the Dockerfile here: a folder added to config/paths.ts
 * and not copied into the image fails this test instead of the first container start.
 */
const repositoryRoot = path.resolve(serverRoot, '../..');
const dockerfile = readFileSync(path.join(repositoryRoot, 'Dockerfile'), 'utf8');
const compose = readFileSync(path.join(repositoryRoot, 'compose.yaml'), 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const relative = (folder: string) => path.relative(repositoryRoot, folder).split(path.sep).join('/');

describe('the container image', () => {
  it('copies every folder the built server reads into its runtime stage', () => {
    const readAtRunTime = [
      path.join(serverRoot, 'package.json'),
      path.join(serverRoot, 'dist'),
      migrationsFolder,
      seedAssetsFolder,
      webDistFolder,
    ].map(relative);
    for (const item of readAtRunTime)
      expect(runtimeStage).toContain(`COPY --from=build /app/${item} ./${item}`);
    expect(runtimeStage).toContain('COPY --from=server-dependencies /app/node_modules ./node_modules');
  });

  it('runs as an unprivileged user, in production, checked on liveness', () => {
    expect(runtimeStage).toMatch(/\nUSER node\n/);
    expect(runtimeStage).toContain('NODE_ENV=production');
    expect(runtimeStage).toMatch(/HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health\/live/);
    expect(runtimeStage).toContain('CMD ["node", "apps/server/dist/server.mjs"]');
  });

  it('is run twice by compose behind haproxy, on PostgreSQL, Redis and a mail catcher', () => {
    for (const service of ['app1: *airquote', 'app2: *airquote', 'lb:', 'postgres:', 'redis:', 'mail:'])
      expect(compose).toContain(`\n  ${service}`);
    expect(compose).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(compose).toContain('REDIS_URL: redis://redis:6379');
    expect(compose).toContain('SMTP_URL: smtp://mail:1025');
    const haproxy = readFileSync(path.join(repositoryRoot, 'deploy/haproxy.cfg'), 'utf8');
    expect(haproxy).toContain('option httpchk GET /api/health/ready');
    expect(haproxy).toMatch(/server app1 app1:3000 check\n\s+server app2 app2:3000 check/);
  });
});
