// Writes packages/shared/src/contracts/sign-in-path.generated.ts: the sign-in path's contracts in the
// zod-free form the browser calls them by (ADR 47), from the zod contracts, then formats it (and sorts its imports) with biome.
// Run it after changing one of those contracts; sign-in-path.test.ts fails until it is run.
//
//   node scripts/generate-sign-in-path.mjs
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const target = path.join(repo, 'packages/shared/src/contracts/sign-in-path.generated.ts');
const text = execFileSync(
  path.join(repo, 'node_modules/.bin/tsx'),
  [
    '--eval',
    "import('./packages/shared/src/contracts/sign-in-path.generate.ts').then((m) => process.stdout.write(m.signInPathModuleText()))",
  ],
  { cwd: repo, encoding: 'utf8' },
);
writeFileSync(target, text);
execFileSync(path.join(repo, 'node_modules/.bin/biome'), ['check', '--write', target], {
  cwd: repo,
  stdio: 'inherit',
});
console.log(`wrote ${path.relative(repo, target)}`);
