// How dependency-cruiser reads TypeScript here. It parses .ts with the `typescript` package only up to
// 6.x, and this repository uses TypeScript 7 (package.json), so it reads them through Babel instead
// (`options.babelConfig` of a .dependency-cruiser.cjs). Babel drops type-only imports, which would
// hide type cycles from the rules; the plugin below first turns each one into a call
// `typeOnlyImport('<module>')`, which the cruiser records as a dependency with
// `exoticRequire: 'typeOnlyImport'` (options.exoticRequireStrings), so rules see type-only imports
// and can tell them apart. Biome's useImportType keeps every type-only import written as one.

/** The module names a file uses only for types: `import type`, `export type … from`, `import('m').T`. */
function typeOnlyImportsAsCalls({ types: t }) {
  const marker = (source) =>
    t.expressionStatement(t.callExpression(t.identifier('typeOnlyImport'), [t.stringLiteral(source)]));
  const allTypes = (specifiers, kind) => specifiers.length > 0 && specifiers.every((s) => s[kind] === 'type');
  return {
    name: 'type-only-imports-as-calls',
    visitor: {
      Program(program) {
        const typePositionImports = [];
        program.traverse({
          ImportDeclaration(path) {
            const { node } = path;
            if (node.importKind === 'type' || allTypes(node.specifiers, 'importKind'))
              path.replaceWith(marker(node.source.value));
          },
          ExportNamedDeclaration(path) {
            const { node } = path;
            if (node.source && (node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind')))
              path.replaceWith(marker(node.source.value));
          },
          ExportAllDeclaration(path) {
            if (path.node.exportKind === 'type') path.replaceWith(marker(path.node.source.value));
          },
          TSImportType(path) {
            const argument = path.node.argument;
            const source = argument.value ?? argument.literal?.value;
            if (typeof source === 'string') typePositionImports.push(source);
          },
        });
        program.pushContainer('body', typePositionImports.map(marker));
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [typeOnlyImportsAsCalls],
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
};
