/**
 * The storefront compiles against the API's own route types, so a change to the API that the storefront would
 * trip over fails `npm run typecheck` instead of reaching a customer. This compiles the storefront the way the
 * typecheck does (its tsconfig), with the API changed in memory: a product field renamed and a route moved.
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

// Both programs share the parsed files, so the second one only parses what differs.
const parsed = new Map<string, ts.SourceFile>();

function storefrontProgram(overrides: Map<string, string>, oldProgram?: ts.Program): ts.Program {
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
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    let source = parsed.get(fileName);
    if (!source) {
      source = readSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (source) parsed.set(fileName, source);
    }
    return source;
  };
  return ts.createProgram({ rootNames: config.fileNames, options: config.options, host, oldProgram });
}

const storefrontPath = (fileName: string) => relative(miniappDir, fileName);

/** Diagnostics of the storefront's own files (the API's are the API typecheck's business). */
function storefrontDiagnostics(program: ts.Program, only?: Set<string>): ts.Diagnostic[] {
  return program
    .getSourceFiles()
    .filter((source) => {
      const path = storefrontPath(source.fileName);
      return path.startsWith('src/') && (!only || only.has(path));
    })
    .flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]);
}

const fileOf = (diagnostic: ts.Diagnostic) =>
  diagnostic.file ? storefrontPath(diagnostic.file.fileName) : '';
const messageOf = (diagnostic: ts.Diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');

describe('the API contract of the storefront', () => {
  it('breaks the storefront files that read a renamed field or a moved route, and only them', () => {
    const changed = storefrontProgram(changedApiSource());
    const diagnostics = storefrontDiagnostics(changed);
    const files = new Set(diagnostics.map(fileOf));

    // The product's display name, read by productName() and written by the product fixture.
    expect(files).toContain('src/features/catalog/types.ts');
    expect(files).toContain('src/test/products.ts');
    // GET /homepage, read for the home page and its types.
    expect(files).toContain('src/features/home/api/get-homepage.ts');
    expect(files).toContain('src/features/home/types.ts');
    const messages = diagnostics.map(messageOf);
    expect(messages.some((message) => message.includes("'displayName'"))).toBe(true);
    expect(messages.some((message) => message.includes("'homepage'"))).toBe(true);

    // The same files compile cleanly against the API as it is (the whole storefront: `npm run typecheck`).
    const unchanged = storefrontProgram(new Map(), changed);
    const stillBroken = storefrontDiagnostics(unchanged, files).map(
      (diagnostic) => `${fileOf(diagnostic)}: ${messageOf(diagnostic)}`,
    );
    expect(stillBroken).toEqual([]);
  }, 300_000);
});
