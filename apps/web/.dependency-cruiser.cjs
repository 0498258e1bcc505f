// The web's layers as rules (CONVENTIONS: imports go one way, shared → features → app):
// app/ composes features; a feature imports only itself and the shared layer (components/, lib/,
// config/, shared/); the shared layer imports no feature and no app code. Run by `npm run deps:web`
// and by the 'dependency rules' step of npm test.
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
      name: 'shared-layer-imports-no-feature',
      severity: 'error',
      comment: 'components/, lib/, config/ and shared/ are below the features: they import none, nor app/.',
      from: { path: '^apps/web/src/(components|lib|config|shared)/' },
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
