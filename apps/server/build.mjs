// Bundles the server (and the shared package's TypeScript) into dist/server.mjs, its file worker into
// dist/file-worker.mjs and the backup command into dist/database-backup.mjs; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@airquote/shared');

// The server, the file worker that lib/file-worker-pool.ts starts beside it (dist/file-worker.mjs,
// docs/decisions/0021), and the backup and restore command.
await build({
  entryPoints: {
    server: 'src/server.ts',
    'file-worker': 'src/file-worker.ts',
    // npm run db:backup / db:restore where only dist is installed (the container image).
    'database-backup': 'src/database-backup.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
