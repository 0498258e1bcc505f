// How dependency-cruiser reads the web's TypeScript. Its own TypeScript parser needs the
// typescript package below 7, and this repository runs typescript 7 (no JavaScript API), so it
// parses through Babel instead (@babel/core and @babel/preset-typescript, dev dependencies of the root).
// Type-only imports count as dependencies too: a feature may not borrow another's types either.
require.resolve('@babel/core');
require.resolve('@babel/preset-typescript');

/** Marks `import type` and `export type … from` as value imports so the preset keeps them. */
function keepTypeImports() {
  return {
    visitor: {
      Program(path) {
        for (const statement of path.node.body) {
          const hasSource =
            statement.type === 'ImportDeclaration' ||
            ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
              statement.source);
          if (!hasSource) continue;
          if (statement.importKind === 'type') statement.importKind = 'value';
          if (statement.exportKind === 'type') statement.exportKind = 'value';
          for (const specifier of statement.specifiers ?? []) {
            if (specifier.importKind === 'type') specifier.importKind = 'value';
            if (specifier.exportKind === 'type') specifier.exportKind = 'value';
          }
        }
      },
    },
  };
}

/** JSX is left out (its imports stay): the cruiser's JavaScript parser does not read JSX. */
function dropJsx({ types }) {
  const toNull = (path) => path.replaceWith(types.nullLiteral());
  return { visitor: { JSXElement: toNull, JSXFragment: toNull } };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports, dropJsx],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
