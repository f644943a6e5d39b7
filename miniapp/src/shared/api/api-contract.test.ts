/**
 * The storefront compiles against the API's own route types, so a change to the API that the storefront would
 * trip over fails `npm run typecheck` instead of reaching a customer. This compiles the storefront the way the
 * typecheck does (its tsconfig), with the API changed in memory: a product field renamed and a route moved. That
 * the same files compile against the API as it is, the typecheck itself shows.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const miniappDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const repoDir = join(miniappDir, '..');

/** Edits of the API's source, each found exactly once (so an edited API file fails here, not silently). */
const apiChanges = [
  {
    file: 'api/src/services/catalog/product-view.ts',
    from: '\n    displayName: z.string(),\n',
    to: '\n    title: z.string(),\n',
  },
  { file: 'api/src/routes/home.ts', from: "path: '/homepage',", to: "path: '/home-page'," },
];

const storefrontPath = (fileName: string) => relative(miniappDir, fileName);

function changedApiSource(): Map<string, string> {
  const changed = new Map<string, string>();
  for (const change of apiChanges) {
    const path = join(repoDir, change.file);
    const source = readFileSync(path, 'utf8');
    expect(source.split(change.from), `${change.file} holds "${change.from.trim()}" once`).toHaveLength(2);
    changed.set(path, source.replace(change.from, change.to));
  }
  return changed;
}

/** The given storefront files (and what they import) compiled as the typecheck does, with the API's source overridden. */
function storefrontProgram(files: string[], overrides: Map<string, string>): ts.Program {
  const configPath = join(miniappDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const host = ts.createCompilerHost(config.options, true);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = overrides.get(fileName);
    return text === undefined
      ? readSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  // The declaration files stay: they type what the whole storefront sees (CSS modules, Vite's env).
  const rootNames = config.fileNames.filter(
    (fileName) => fileName.endsWith('.d.ts') || files.includes(storefrontPath(fileName)),
  );
  return ts.createProgram({ rootNames, options: config.options, host });
}

/** Diagnostics of the given storefront files (the API's are the API typecheck's business). */
function storefrontDiagnostics(program: ts.Program, only: Set<string>): ts.Diagnostic[] {
  return program
    .getSourceFiles()
    .filter((source) => only.has(storefrontPath(source.fileName)))
    .flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]);
}

const fileOf = (diagnostic: ts.Diagnostic) =>
  diagnostic.file ? storefrontPath(diagnostic.file.fileName) : '';
const messageOf = (diagnostic: ts.Diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');

/**
 * The storefront files that read the changed field and route. Only they are checked: their types reach the API's
 * routes as the whole storefront's do, and the rest of it is `npm run typecheck`'s to compile (all of it here cost
 * over a minute of the test command).
 */
const readers = [
  // The product's display name, read by productName() and written by the product fixture.
  'src/features/catalog/types.ts',
  'src/test/products.ts',
  // GET /homepage, read for the home page and its types.
  'src/features/home/api/get-homepage.ts',
  'src/features/home/types.ts',
];

describe('the API contract of the storefront', () => {
  it('breaks the storefront files that read a renamed field or a moved route', () => {
    const changed = storefrontProgram(readers, changedApiSource());
    const diagnostics = storefrontDiagnostics(changed, new Set(readers));
    expect(new Set(diagnostics.map(fileOf))).toEqual(new Set(readers));
    const messages = diagnostics.map(messageOf);
    expect(messages.some((message) => message.includes("'displayName'"))).toBe(true);
    expect(messages.some((message) => message.includes("'homepage'"))).toBe(true);
  }, 300_000);
});
