import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser loads (source maps are fetched by developers' tools only, and stay as they are). */
const compressible = /\.(?:js|css|svg|html|json|webmanifest)$/;
/** Below this a compressed copy saves less than a request's headers. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build
 * time; the server sends the copy the browser accepts (ADR 55). A phone on a job site then loads the
 * ~150 kB the budgets count rather than ~450 kB of raw JavaScript, and no request spends CPU on
 * compressing.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'airquote:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
