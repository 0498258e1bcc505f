// The file worker when the server runs from its TypeScript sources (vitest, tsx): a worker thread
// does not inherit the parent's loader, so tsx is registered here before file-worker.ts is imported.
// The build runs dist/file-worker.mjs instead (lib/file-worker-pool.ts chooses).
import { register } from 'tsx/esm/api';

register();
const { runFileTask: run } = await import('./file-worker.ts');
export const runFileTask = run;
