/**
 * The plugin API report: every name src/plugin-api/index.ts offers plugins, with its kind and its
 * type signature, as the TypeScript compiler sees them, grouped as the index groups them, then the
 * names of the plugin API's separate modules (tools/plugin-api-modules.ts), one group each. The
 * report is checked in (src/plugin-api/api-report.md) and tests/plugin-api-report.test.ts compares
 * it with a fresh one, so a change to the public surface is always a visible diff in review.
 *
 *   npm run api-report      writes the report
 *
 * Why not API Extractor: it needs declaration files emitted first (the project never emits: it
 * type-checks with `noEmit` and imports .ts paths), and it bundles its own TypeScript, which lags
 * behind the one this project uses. The compiler API of the project's own TypeScript reads the
 * sources as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PLUGIN_API_MODULES } from './plugin-api-modules.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const API_INDEX = join(root, 'src', 'plugin-api', 'index.ts');
/** The plugin API's modules besides the index, by the name plugins import them with. */
const SEPARATE_MODULES = Object.entries(PLUGIN_API_MODULES)
  .filter(([, path]) => join(root, path) !== API_INDEX)
  .map(([name, path]) => ({ name, path: join(root, path) }));
export const API_REPORT = join(root, 'src', 'plugin-api', 'api-report.md');
export const UPDATE_COMMAND = 'npm run api-report';

/** A `// --- Group name ---` line in the index starts a group; names before the first are "Other". */
const GROUP_COMMENT = /^\/\/\s*-{3}\s*(.+?)\s*-*\s*$/;

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature;

interface Entry {
  readonly group: string;
  readonly name: string;
  readonly kind: string;
  readonly signature: string;
}

function loadProgram(): ts.Program {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  return ts.createProgram({ rootNames: [API_INDEX, ...SEPARATE_MODULES.map((m) => m.path)], options: { ...parsed.options, noEmit: true } });
}

/** The group of each statement of the index, from the group comments before it. */
function groupsOfStatements(source: ts.SourceFile): Map<ts.Statement, string> {
  const groups = new Map<ts.Statement, string>();
  let group = 'Other';
  for (const statement of source.statements) {
    for (const range of ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? []) {
      const match = GROUP_COMMENT.exec(source.text.slice(range.pos, range.end));
      if (match) group = match[1]!;
    }
    groups.set(statement, group);
  }
  return groups;
}

/** One line of text, whatever the compiler printed, without the absolute paths of this checkout. */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/import\("([^"]+)"\)/g, (_all, path: string) => `import("${path.startsWith('/') ? relative(root, path) : path}")`)
    .trim();
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** A declaration as written (interfaces, type aliases), without comments and without `export`. */
function declarationText(declaration: ts.Declaration): string {
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile()).replace(/^export (default )?/, ''));
}

function describe(checker: ts.TypeChecker, exported: ts.Symbol, group: string): Entry {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.[0];
  const name = exported.name;
  if (!declaration) return { group, name, kind: 'unknown', signature: name };
  const typeOf = () => checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (ts.isFunctionDeclaration(declaration)) {
    const signatures = typeOf().getCallSignatures().map((s) => `${name}${oneLine(checker.signatureToString(s, undefined, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature))}`);
    return { group, name, kind: 'function', signature: signatures.join('\n') };
  }
  if (ts.isVariableDeclaration(declaration) || ts.isBindingElement(declaration)) {
    return { group, name, kind: 'const', signature: `${name}: ${oneLine(checker.typeToString(typeOf(), undefined, FORMAT))}` };
  }
  if (ts.isClassDeclaration(declaration)) {
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const base = declaration.heritageClauses?.map((clause) => oneLine(clause.getText())).join(' ');
    const constructors = typeOf()
      .getConstructSignatures()
      .map((s) => `constructor${oneLine(checker.signatureToString(s, undefined, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature)).replace(/: [^:]+$/, '')};`);
    const members = checker
      .getPropertiesOfType(instance)
      .filter((p) => p.valueDeclaration && p.valueDeclaration.getSourceFile() === declaration.getSourceFile())
      .filter((p) => !(ts.getCombinedModifierFlags(p.valueDeclaration!) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)))
      .map((p) => `${p.name}: ${oneLine(checker.typeToString(checker.getTypeOfSymbolAtLocation(p, declaration), undefined, FORMAT))};`);
    const heading = symbol.name === name ? name : `${name} (${symbol.name})`;
    return { group, name, kind: 'class', signature: `${heading}${base ? ` ${base}` : ''} { ${[...constructors, ...members].join(' ')} }` };
  }
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isEnumDeclaration(declaration)) {
    const kind = ts.isInterfaceDeclaration(declaration) ? 'interface' : ts.isTypeAliasDeclaration(declaration) ? 'type' : 'enum';
    const text = declarationText(declaration).replace(/^(interface|type|enum|declare) /, '');
    // A name given under another name (`X as Y`) shows both.
    return { group, name, kind, signature: symbol.name === name ? text : `${name} = ${text}` };
  }
  return { group, name, kind: ts.SyntaxKind[declaration.kind], signature: `${name}: ${oneLine(checker.typeToString(typeOf(), undefined, FORMAT))}` };
}

/**
 * The compiler writes a type alias out in full where it is used (a schema's type, for example).
 * Where that text is exactly an exported alias's, the report names the alias instead, so each
 * signature reads in the API's own words and an alias's content is not repeated in every use.
 */
function aliasNamer(checker: ts.TypeChecker, exports: readonly ts.Symbol[]): (text: string) => string {
  const expansions: [string, string][] = [];
  for (const exported of exports) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration || !ts.isTypeAliasDeclaration(declaration) || declaration.typeParameters) continue;
    const expanded = oneLine(checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias));
    if (expanded !== exported.name && expanded.length > 24) expansions.push([expanded, exported.name]);
  }
  expansions.sort(([a], [b]) => b.length - a.length);
  return (text) => expansions.reduce((out, [expanded, name]) => out.split(expanded).join(name), text);
}

/** Every name the index and the separate modules export, with its group, kind and signature. */
export function collectApi(): Entry[] {
  const program = loadProgram();
  const checker = program.getTypeChecker();
  const entries = exportsOf(program, checker, API_INDEX, (source) => {
    const groups = groupsOfStatements(source);
    return (exported) => {
      let node: ts.Node | undefined = exported.declarations?.[0];
      while (node && node.parent !== source) node = node.parent;
      return (node && groups.get(node as ts.Statement)) ?? 'Other';
    };
  });
  for (const module of SEPARATE_MODULES) entries.push(...exportsOf(program, checker, module.path, () => () => module.name));
  return entries;
}

function exportsOf(
  program: ts.Program,
  checker: ts.TypeChecker,
  path: string,
  grouping: (source: ts.SourceFile) => (exported: ts.Symbol) => string,
): Entry[] {
  const source = program.getSourceFile(path);
  if (!source) throw new Error(`expected ${relative(root, path)} in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`expected ${relative(root, path)} to be a module`);
  const groupOf = grouping(source);
  const exports = checker.getExportsOfModule(moduleSymbol);
  const nameAliases = aliasNamer(checker, exports);
  return exports.map((exported) => {
    const entry = describe(checker, exported, groupOf(exported));
    return entry.kind === 'type' || entry.kind === 'interface' ? entry : { ...entry, signature: nameAliases(entry.signature) };
  });
}

/** The report as it should be checked in. */
export function renderApiReport(entries: readonly Entry[] = collectApi()): string {
  const groupOrder: string[] = [];
  for (const entry of entries) if (!groupOrder.includes(entry.group)) groupOrder.push(entry.group);
  const sourceOrder = readFileSync(API_INDEX, 'utf8');
  // The index's groups in its order, then the separate modules in theirs.
  const rank = (group: string): number => {
    const inIndex = sourceOrder.indexOf(`--- ${group}`);
    return inIndex >= 0 ? inIndex : sourceOrder.length + SEPARATE_MODULES.findIndex((m) => m.name === group);
  };
  groupOrder.sort((a, b) => rank(a) - rank(b));
  const lines = [
    '# Plugin API report',
    '',
    `The public surface of \`src/plugin-api/index.ts\` and its separate modules: ${entries.length} names plugins may import, by group as the index groups them`,
    `(then one group for each separate module: ${SEPARATE_MODULES.map((m) => `\`${m.name}\``).join(', ')}),`,
    'each with its kind and its type signature as the TypeScript compiler sees it. Generated by `tools/api-report.ts`;',
    `do not edit by hand. \`tests/plugin-api-report.test.ts\` fails when the surface changes: run \`${UPDATE_COMMAND}\``,
    'and commit this file with the change, so the change is reviewed.',
  ];
  for (const group of groupOrder) {
    const inGroup = entries.filter((e) => e.group === group).sort((a, b) => a.name.localeCompare(b.name, 'en'));
    lines.push('', `## ${group} (${inGroup.length})`, '', '```ts');
    for (const entry of inGroup) for (const line of entry.signature.split('\n')) lines.push(`${entry.kind} ${line}`);
    lines.push('```');
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = renderApiReport();
  writeFileSync(API_REPORT, report);
  console.log(`wrote ${relative(root, API_REPORT)}`);
}
