/**
 * No component shows a text that is not marked for translation: JSX text with letters, and string
 * literals given to the props a reader or a screen reader meets (`aria-label`, `title`,
 * `placeholder`, `alt`, `label`), in every component of web/src. A text written straight into
 * the markup would stay English on a Hindi page.
 */
import ts from 'typescript';
import { parseSource, webSources } from '../../../test/support/i18n-sources';

/** Props whose value is read by someone. */
const SHOWN_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/**
 * Texts that are the same in every language: the brand, and each language's own name in the
 * language switch (a reader looks for their language by its own name).
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['LearnFree', 'Learn', 'Free', 'English', 'हिंदी']);

/**
 * Features whose texts are still being marked: their folders are skipped until they are done. Once
 * a feature has no unmarked text left this test fails until it is taken off the list.
 */
const STILL_TO_CONVERT: string[] = [];

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

interface Unmarked {
  file: string;
  line: number;
  text: string;
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

function unmarkedTexts(path: string): Unmarked[] {
  const file = parseSource(path);
  const found: Unmarked[] = [];
  const add = (node: ts.Node, text: string) => {
    const shown = text.replace(/\s+/g, ' ').trim();
    if (!hasLetters(shown) || SAME_IN_EVERY_LANGUAGE.has(shown)) return;
    found.push({
      file: path,
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: shown,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    // `{'Loading…'}` or `{`${n} lessons`}` as a child is JSX text too.
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const child = node.expression;
      if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) add(child, child.text);
      if (ts.isTemplateExpression(child))
        add(child, [child.head.text, ...child.templateSpans.map((span) => span.literal.text)].join(' '));
    }
    if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) add(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) {
        const expression = value.expression;
        if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
          add(expression, expression.text);
        if (ts.isTemplateExpression(expression)) add(expression, expression.head.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Long texts written out whole in each language, one module per language (the legal pages'
 * `features/misc/content/<text>.<language>.tsx`, English binding): their page picks the module of
 * its language, so their words are not marked one by one.
 */
const TEXTS_PER_LANGUAGE = /^features\/misc\/content\//;

const components = webSources(/\.tsx$/).filter((path) => !TEXTS_PER_LANGUAGE.test(path));
const unmarked = components.flatMap(unmarkedTexts);
const show = (found: Unmarked) => `${found.file}:${found.line} "${found.text}"`;

describe('texts in components', () => {
  it('are all marked for translation (t(), msg() or <Trans>), so a Hindi page shows no English', () => {
    const offending = unmarked.filter((found) => !STILL_TO_CONVERT.includes(featureOf(found.file) ?? ''));
    expect(offending.map(show)).toEqual([]);
  });

  it('are still being marked only in the features on the list (a finished one leaves it)', () => {
    const pending = new Set(unmarked.map((found) => featureOf(found.file)));
    expect(STILL_TO_CONVERT.filter((feature) => !pending.has(feature))).toEqual([]);
  });

  it('are found by this scanner, which would notice an unmarked text (checked on a sample)', () => {
    expect(unmarkedTexts('app/footer.tsx')).toEqual([]);
    expect(components).toContain('app/footer.tsx');
  });
});
