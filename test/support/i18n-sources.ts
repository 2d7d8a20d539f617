/**
 * The web app's source as the translation tests read it, with the TypeScript compiler's parser: the
 * message ids the code marks (`t('…')`, `msg('…')`, `<Trans id="…">`), which part of the
 * translations each file's ids belong to, and which files a file imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const WEB_SRC = resolve(__dirname, '../../web/src');

/** Every source file of the web app, tests and catalogues left out, relative to web/src. */
export function webSources(extensions = /\.tsx?$/): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(WEB_SRC, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return path === 'i18n/hi' ? [] : walk(path);
      return extensions.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
        ? [path]
        : [];
    });
  return walk('');
}

const parsed = new Map<string, ts.SourceFile>();

/** The parsed file at `path` (relative to web/src). */
export function parseSource(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    file = ts.createSourceFile(
      path,
      readFileSync(join(WEB_SRC, path), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      kind,
    );
    parsed.set(path, file);
  }
  return file;
}

/** `web/src/features/<name>/…` → `<name>`; everything else is the shell's. */
export const partOf = (path: string): string => /^features\/([^/]+)\//.exec(path)?.[1] ?? 'shell';

export interface MarkedId {
  id: string;
  file: string;
  line: number;
}

const lineOf = (file: ts.SourceFile, node: ts.Node) =>
  file.getLineAndCharacterOfPosition(node.getStart()).line + 1;

/** The ids `path` marks for translation: first arguments of `t` and `msg` that are literals, and `<Trans id>`. */
export function markedIds(path: string): MarkedId[] {
  const file = parseSource(path);
  const found: MarkedId[] = [];
  const add = (node: ts.Node, id: string) => found.push({ id, file: path, line: lineOf(file, node) });
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 't' || node.expression.text === 'msg')
    ) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
        add(first, first.text);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText() === 'Trans'
    ) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'id') continue;
        const value = attribute.initializer;
        if (value && ts.isStringLiteral(value)) add(value, value.text);
        else if (
          value &&
          ts.isJsxExpression(value) &&
          value.expression &&
          ts.isStringLiteral(value.expression)
        )
          add(value.expression, value.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Calls of `t` whose id is no literal, a variable marked with `msg` excepted: the tests cannot check those. */
export function unreadableCalls(path: string): MarkedId[] {
  const file = parseSource(path);
  const found: MarkedId[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      // `t(link.label)`, `t(site.tagline)`: a value marked with msg() where it was written.
      const markedElsewhere =
        first &&
        (ts.isPropertyAccessExpression(first) ||
          ts.isElementAccessExpression(first) ||
          ts.isIdentifier(first));
      if (
        first &&
        !ts.isStringLiteral(first) &&
        !ts.isNoSubstitutionTemplateLiteral(first) &&
        !markedElsewhere
      )
        found.push({ id: first.getText(), file: path, line: lineOf(file, first) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(join(WEB_SRC, from)), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile())
      return relative(WEB_SRC, candidate).split('\\').join('/');
  return null;
}

/** The web app's files `path` imports, statically or with `import()`, relative to web/src. */
export function importsOf(path: string): string[] {
  const file = parseSource(path);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let specifier: ts.Expression | undefined;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifier = node.moduleSpecifier;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      specifier = node.arguments[0];
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveImport(path, specifier.text);
      if (target && !target.startsWith('i18n/hi/')) found.push(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every web file reachable from `start` through imports. */
export function reachableFrom(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...importsOf(next));
  }
  return seen;
}

/**
 * The `{name}` placeholders and `<0>` tags of a message, sorted: what a translation must keep. (A
 * translation may choose plural forms where the English has none: "{hours} h" → "1 घंटा", "2 घंटे".)
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  // A plural's branch (`one {…}`, `=0 {None}`) is text, not a placeholder.
  const placeholder = /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([A-Za-z_]\w*)\s*[,}]/g;
  for (const match of message.matchAll(placeholder)) names.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<(\d+)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}
