/**
 * Import rules checked by `npm run lint` (dependency-cruiser): no file reaches itself through its imports in any
 * workspace, and the storefront's features meet each other only through their public entry (index.ts), with
 * imports running app -> features -> shared and never back. dependency-cruiser 17.3 is the last line that runs on
 * Node 20 (18.x asks for Node 22).
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file must not import itself through other files: split the shared part out instead.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
