/**
 * One name for one thing across everything a learner or an admin reads: the texts in the web app,
 * and the messages the server and the shared rules send it. The texts are the string literals and
 * JSX text of the source (identifiers, class names and comments are no texts), so a new page that
 * says "Login" or "Module 3" fails here, not in front of a learner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '../../..');
const TEXT_SOURCES = ['web/src', 'shared', 'functions'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);

/** Module names in imports and exports are paths, not texts. */
const isModuleName = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent) ||
  (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);

/** A JSX `className="a b"` lists class names, with spaces between them. */
const isClassNames = (node: ts.Node) =>
  ts.isJsxAttribute(node.parent) && node.parent.name.getText() === 'className';

function textsOf(path: string): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !isModuleName(node) &&
      !isClassNames(node)
    )
      texts.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      texts.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim()) texts.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(parse(path));
  return texts;
}

/** A text with a space in it is prose; one without is a key, an id or a class name. */
const isProse = (text: string) => /\s/.test(text);

const RULES: { wrong: (text: string) => boolean; say: string }[] = [
  { wrong: (text) => /\bLog[Ii]n\b|\bLOG ?IN\b|\bLog In\b/.test(text), say: '"Log in" (the verb)' },
  { wrong: (text) => /\bAbout Us\b|\bABOUT US\b/.test(text), say: '"About us"' },
  {
    wrong: (text) =>
      /\b(Chapters?|Modules?)\b/.test(text) || (isProse(text) && /\b(chapters?|modules?)\b/.test(text)),
    say: '"lesson": a course is a list of lessons',
  },
  { wrong: (text) => /\bFreeCodeCamp\b/.test(text), say: '"freeCodeCamp.org"' },
];

describe('one name for one thing', () => {
  const texts = TEXT_SOURCES.flatMap(sourceFiles).flatMap((path) =>
    textsOf(path).map((text) => ({ path, text })),
  );

  it('reads the texts of the app and the server', () => {
    // A scan that found nothing would pass every rule below.
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some(({ text }) => text === 'Log in')).toBe(true);
  });

  it.each(RULES.map((rule) => [rule.say, rule] as const))('says %s everywhere', (_say, rule) => {
    expect(texts.filter(({ text }) => rule.wrong(text))).toEqual([]);
  });
});

describe('one date format', () => {
  /** The calls that format a date; only lib/time.ts makes them. */
  const FORMATTERS = new Set(['DateTimeFormat', 'toLocaleDateString', 'toLocaleTimeString']);
  const helper = 'web/src/lib/time.ts';

  it('formats every date shown through lib/time.ts', () => {
    const elsewhere: string[] = [];
    for (const path of sourceFiles('web/src')) {
      if (path === helper) continue;
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAccessExpression(node) && FORMATTERS.has(node.name.text))
          elsewhere.push(`${path}: ${node.getText()}`);
        ts.forEachChild(node, visit);
      };
      visit(parse(path));
    }
    expect(elsewhere).toEqual([]);
  });
});
