// The web's layers as rules (docs/architecture.md: imports go one way, shared → features → app):
//   components/ lib/ config/  generic UI and helpers; import nothing above them
//   shared/                   what several features use (session, project, quote pieces)
//   features/<feature>/       imports itself and the layers below, never another feature
//   app/                      router, shell and the pages that compose several features
// Run by `npm run deps:web` and by the 'dependency rules' step of npm test.
// The web is read through Babel (see .dependency-cruiser.babel.cjs); without it the cruiser would
// skip the TypeScript files and pass, so a missing Babel stops the run here instead.
require.resolve('@babel/core');
require.resolve('@babel/preset-typescript');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: load order and lazy chunks depend on who imports first.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment:
        'A feature imports no other feature. What several features use belongs to the shared layer ' +
        '(components/, lib/, shared/); a page that shows another feature’s panel gets it from app/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      comment: 'shared/ holds what several features use: it imports no feature and no app code.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'base-imports-nothing-above',
      severity: 'error',
      comment:
        'components/, lib/ and config/ are the base: generic UI and helpers that import no shared/, ' +
        'feature or app code.',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(shared|features|app)/' },
    },
    {
      name: 'test-helpers-import-no-feature',
      severity: 'error',
      comment: 'test/ helpers and data serve every feature: they import no feature and no app code.',
      from: { path: '^apps/web/src/test/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'features-import-no-app',
      severity: 'error',
      comment: 'app/ composes the features; a feature importing app/ turns the layering upside down.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the cruiser cannot resolve would escape every rule above.',
      from: { path: '^apps/web/src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // packages/shared is a dependency, not part of the web's layers: its own rules are its own.
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: '\\.css$' },
    babelConfig: { fileName: 'apps/web/.dependency-cruiser.babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
