import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiError } from '@airquote/shared/contracts/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any other GET outside /api falls back to index.html so the client
 * router can take the route. Hashed assets are cached for a year, index.html never; each is sent
 * compressed as the browser accepts, from the copies the build wrote.
 */
export async function registerSpa(app: FastifyInstance, webDistFolder: string): Promise<boolean> {
  const hasWebApp = existsSync(path.join(webDistFolder, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistFolder,
      // One route per file of the build, found once at start: a wildcard route would list the
      // folders of every requested path to check its spelling (two readdir calls of ~400 entries
      // per chunk), which made the ~70 chunks of a screen queue behind each other (issue #18).
      wildcard: false,
      index: ['index.html'],
      // The build writes a brotli and a gzip copy beside each text file (apps/web/vite-precompress.ts):
      // the copy the browser accepts is sent, with Vary: Accept-Encoding (ADR 55).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith('/api/') || request.url.toLowerCase() === '/api';
    if (hasWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      requestId: request.id,
    } satisfies ApiError);
  });
  return hasWebApp;
}
