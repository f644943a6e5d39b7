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
    {
      name: 'feature-public-entry',
      severity: 'error',
      comment:
        'A storefront feature uses another only through its public entry (features/<name>/index.ts); ' +
        "tests may also use another feature's testing/ helpers.",
      from: { path: '^miniapp/src/features/([^/]+)/' },
      to: {
        path: '^miniapp/src/features/',
        pathNot: [
          '^miniapp/src/features/$1/',
          '^miniapp/src/features/[^/]+/index\\.ts$',
          '^miniapp/src/features/[^/]+/testing/',
        ],
      },
    },
    {
      name: 'feature-testing-from-tests',
      severity: 'error',
      comment: "Only a test reaches into another feature's testing/ helpers.",
      from: { path: '^miniapp/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^miniapp/src/features/[^/]+/testing/', pathNot: '^miniapp/src/features/$1/' },
    },
    {
      name: 'features-not-app',
      severity: 'error',
      comment: 'Imports run app -> features -> shared: a feature never imports the app.',
      from: { path: '^miniapp/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^miniapp/src/(app/|main\\.tsx$)' },
    },
    {
      name: 'shared-not-features',
      severity: 'error',
      comment: 'Imports run app -> features -> shared: shared code never imports a feature or the app.',
      from: { path: '^miniapp/src/shared/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^miniapp/src/(app|features)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist(-ssr)?/', '(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
