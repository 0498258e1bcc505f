// The server's layers as rules (docs/architecture.md: routes → services → repositories; drizzle only in
// repositories). From the bottom: config/, lib/, db/ (schema, client) and plugins/ know no module;
// modules/<feature>/ hold *.routes.ts (transport) over *.service.ts (rules) over *.repository.ts
// (queries); db/seed/ sits above the modules and fills the database through them; app.ts composes
// everything. Run by `npm run deps:server` and by the 'dependency rules' step of npm test.
// Violations that predate a rule and are not fixed yet are listed in
// .dependency-cruiser-known-violations.json (`--ignore-known`): anything new fails; the list only
// shrinks (regenerate it with `npm run deps:server:baseline` after fixing some).
// Without Babel the cruiser would skip every .ts file and find nothing wrong: refuse to run instead.
require.resolve('@babel/core');
require.resolve('@babel/preset-typescript');

const src = '^apps/server/src/';
// Tests sit above every layer: an API test may set data up with the seed's factories (the
// seeds reuse test factories) or a module's repository. Cycles through tests still count.
const testFile = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle, type-only imports included, makes two layers one: neither can be read, tested or ' +
        'moved without the other. Move the shared type to the lower layer instead.',
      from: { path: src },
      to: { circular: true },
    },
    {
      name: 'lower-layers-import-no-module',
      severity: 'error',
      comment:
        'config/, lib/, plugins/ and db/ (but db/seed/) sit below the modules: what a plugin needs ' +
        'from a feature is passed in (app-deps.ts) or its type lives in the lower layer.',
      from: { path: `${src}(config|lib|plugins|db)/`, pathNot: [`${src}db/seed/`, testFile] },
      to: { path: `${src}modules/` },
    },
    {
      name: 'app-deps-imports-no-module',
      severity: 'error',
      comment: 'Every module imports AppDeps, so AppDeps importing a module is a cycle in waiting.',
      from: { path: `${src}app-deps\\.ts$` },
      to: { path: `${src}modules/` },
    },
    {
      name: 'routes-call-no-repository',
      severity: 'error',
      comment: 'Routes are transport only: they call services, which hold the rules around each query.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'repositories-import-no-service-or-route',
      severity: 'error',
      comment: 'Repositories are queries only: they are called by services and call nothing above them.',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'services-use-no-drizzle',
      severity: 'error',
      comment:
        'Services hold rules, not SQL: queries live in *.repository.ts. A service may name drizzle ' +
        'types (`import type`, e.g. a transaction it passes on) but build no query.',
      from: { path: '\\.service\\.ts$' },
      // exotic-require: a type-only import, as scripts/dependency-cruiser-babel.cjs marks them.
      to: { path: '^node_modules/drizzle-orm/', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'services-use-no-tables',
      severity: 'error',
      comment:
        'A service holding a table object builds a query with it: the query belongs in a repository. ' +
        'Naming a row type (`import type`) is fine.',
      from: { path: '\\.service\\.ts$' },
      to: { path: `${src}db/schema/`, dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'modules-import-no-seed',
      severity: 'error',
      comment:
        'The seed is demo data built through the modules; a module depending on it runs demo data in production.',
      from: { path: `${src}(modules|plugins|lib|config)/`, pathNot: testFile },
      to: { path: `${src}db/seed/` },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the cruiser cannot resolve would escape every rule above.',
      from: { path: src },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 is read through Babel, type-only imports kept as typeOnlyImport('…') calls
    // (scripts/dependency-cruiser-babel.cjs explains why).
    babelConfig: { fileName: 'scripts/dependency-cruiser-babel.cjs' },
    exoticRequireStrings: ['typeOnlyImport'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
