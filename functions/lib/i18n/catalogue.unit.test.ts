/**
 * The Hindi catalogue is complete and true to the English: every message the server can answer or
 * mail has a translation with the same placeholders, and no message is built by concatenation where
 * the language is not known yet. The code is read as TypeScript (not run), so a message on a path no
 * test reaches is checked too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as account from '../../../shared/account';
import * as certificates from '../../../shared/certificates';
import * as chat from '../../../shared/chat';
import * as constants from '../../../shared/constants';
import * as content from '../../../shared/content';
import * as habits from '../../../shared/habits';
import * as mailDelivery from '../../../shared/mail-delivery';
import { fieldName, message, timeValue } from '../../../shared/message';
import * as preferences from '../../../shared/preferences';
import * as ratings from '../../../shared/ratings';
import * as requests from '../../../shared/requests';
import * as review from '../../../shared/review';
import * as sameSitePath from '../../../shared/same-site-path';
import * as text from '../../../shared/text';
import { HI_FIELDS, HI_MESSAGES as SHARED_HI } from './hi';
import { addMessages, localiseBody, pathIn, requestLanguage, translate } from './translate';

const ROOT = join(__dirname, '..', '..', '..');

/** Every area's own catalogue (`functions/<area>/hi.ts`), as its routes register it. */
const AREAS: Record<string, Record<string, string>> = Object.fromEntries(
  readdirSync(join(ROOT, 'functions'))
    .filter((area) => statSync(join(ROOT, 'functions', area)).isDirectory())
    .filter((area) => readdirSync(join(ROOT, 'functions', area)).includes('hi.ts'))
    .map((area) => [
      area,
      (require(join(ROOT, 'functions', area, 'hi.ts')) as { HI: Record<string, string> }).HI,
    ]),
);
const AREA_CATALOGUES = Object.values(AREAS);

/** The whole catalogue: what every function may answer, and each area's own. */
const HI_MESSAGES: Readonly<Record<string, string>> = Object.assign({}, SHARED_HI, ...AREA_CATALOGUES);
for (const catalogue of AREA_CATALOGUES) addMessages('hi', () => catalogue);

/**
 * Texts that look like messages but are never shown to a learner or an admin: log hints for the
 * operator, internal errors that end as a bare 500 or a retry, and seeded sample content.
 */
const NOT_SHOWN: Record<string, string> = {
  'functions/lib/mail.ts': 'HINTS are log lines for the operator',
  'functions/data/demo-ratings.ts': 'sample reviews of the seeded catalogue, content and not interface',
  'functions/data/conditions.ts': 'StillContended: answered as a 503 with its own message',
  'functions/data/account-erasure.ts': 'StillContended: answered as a 503 with its own message',
  'functions/users/deletion.ts': 'StillContended: answered as a 503 with its own message',
  'functions/content/course-lessons.ts': 'StillContended: answered as a 503 with its own message',
  'functions/content/problem-reports.ts#The video kept changing while the report was counted.':
    'StillContended',
  'functions/quizzes/taking.ts#The attempt slots kept changing.': 'StillContended',
  'functions/ratings/ratings.ts#kept changing': 'StillContended',
  'functions/lib/video-provider/errors.ts#The YouTube Data API refused the call':
    'a fault: logged, a bare 500',
  'functions/lib/config.ts': 'start-up errors for the operator',
};

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'hi.ts' ? [path] : [];
  });
}

// Where a literal is a message whatever it looks like: thrown, refused, or answered as `msg`.
const MESSAGE_CALLS =
  /^(fail|refuse|message|textRefusal|usedUp|BadRequest|Unauthorized|Forbidden|NotFound|Conflict|PayloadTooLarge|TooMany|AttemptsUsedUp|Unavailable|HttpError)$/;
const MESSAGE_PROPERTIES = /^(msg|subject|intro|action|footer|refusal|emptyMsg)$/;
const MESSAGE_CONSTANTS = /(_MSG|_MESSAGE|NOT_FOUND)$/;
// Anything else is a message when it reads like a sentence: a capital, a space, a full stop.
const SENTENCE = /^[A-Z{"'].*\s.*[.!?]$/s;
const NOT_A_MESSAGE_CALL = /^(log\.\w+|console\.\w+|Error|TypeError|StillContended)$/;

interface Found {
  file: string;
  text: string;
  /** True for a template literal with `${…}`: built where the language is not known. */
  built: boolean;
  /** A built literal's fixed parts, in order. */
  parts?: string[];
}

function inMessagePlace(node: ts.Node, source: ts.SourceFile): boolean {
  let parent = node.parent;
  while (
    ts.isConditionalExpression(parent) ||
    ts.isParenthesizedExpression(parent) ||
    ts.isBinaryExpression(parent)
  )
    parent = parent.parent;
  if (
    (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
    MESSAGE_CALLS.test(parent.expression.getText(source))
  )
    return true;
  if (ts.isPropertyAssignment(parent) && MESSAGE_PROPERTIES.test(parent.name.getText(source))) return true;
  return ts.isVariableDeclaration(parent) && MESSAGE_CONSTANTS.test(parent.name.getText(source));
}

/** Every literal of `functions/` and `shared/` that is, or looks like, a message. */
function messageLiterals(): Found[] {
  const found: Found[] = [];
  for (const path of [...sourceFiles(join(ROOT, 'functions')), ...sourceFiles(join(ROOT, 'shared'))]) {
    const file = relative(ROOT, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        NOT_A_MESSAGE_CALL.test(node.expression.getText(source))
      )
        return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const placed = inMessagePlace(node, source) && /\s/.test(node.text);
        if (placed || SENTENCE.test(node.text)) found.push({ file, text: node.text, built: false });
      } else if (ts.isTemplateExpression(node)) {
        const written = node.getText(source).slice(1, -1);
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        const placed = inMessagePlace(node, source) && /\s/.test(parts.join(''));
        if (placed || SENTENCE.test(written)) found.push({ file, text: written, built: true, parts });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const notShown = ({ file, text }: Found): boolean =>
  Object.keys(NOT_SHOWN).some((key) => {
    const [where, start] = key.split('#');
    return where === file && (start === undefined || text.startsWith(start));
  });

/**
 * Messages computed once at load from the limits (`A name has 1 to 50 characters.`): their English
 * is fixed, and the catalogue keys them by the constant itself.
 */
const COMPUTED_AT_LOAD = [
  account,
  certificates,
  chat,
  constants,
  content,
  habits,
  mailDelivery,
  preferences,
  ratings,
  requests,
  review,
  sameSitePath,
  text,
].flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) => {
    if (name.endsWith('_MESSAGES') && typeof value === 'object' && value !== null)
      return Object.values(value).filter((v): v is string => typeof v === 'string');
    return MESSAGE_CONSTANTS.test(name) && typeof value === 'string' ? [value] : [];
  }),
);

describe('the Hindi catalogue', () => {
  it('gives each message one Hindi: no area repeats what another, or the shared catalogue, holds', () => {
    const keys = [Object.keys(SHARED_HI), ...AREA_CATALOGUES.map(Object.keys)].flat();
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keeps every placeholder of the English, and adds none', () => {
    const mismatched = Object.entries(HI_MESSAGES).filter(
      ([english, hindi]) => placeholders(english).join() !== placeholders(hindi).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('translates every message, with no empty or untranslated entry left in Latin script', () => {
    const untranslated = Object.entries(HI_MESSAGES).filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi));
    expect(untranslated).toEqual([]);
  });

  it('has every message the code throws, answers or mails', () => {
    const missing = messageLiterals()
      .filter((literal) => !literal.built && !notShown(literal))
      .filter(({ text }) => HI_MESSAGES[text] === undefined)
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('has each area’s message where its functions find it: in its own catalogue or the shared one', () => {
    const elsewhere = messageLiterals()
      .filter((literal) => !literal.built && !notShown(literal))
      .filter(({ file }) => /^functions\/(?!lib\/|data\/|runtime\/)/.test(file))
      .filter(
        ({ file, text }) => SHARED_HI[text] === undefined && AREAS[file.split('/')[1]!]?.[text] === undefined,
      )
      .map(({ file, text }) => `${file}: ${text}`);
    expect(elsewhere).toEqual([]);
  });

  it('has every message computed from the limits once at load', () => {
    expect(COMPUTED_AT_LOAD.filter((english) => HI_MESSAGES[english] === undefined)).toEqual([]);
  });

  it('finds no message built with values where the language is not known (use message(…) instead)', () => {
    const built = messageLiterals()
      .filter((literal) => literal.built && !notShown(literal) && !isComputedAtLoad(literal))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(built).toEqual([]);
  });

  it('names every field a schema can refuse', () => {
    const missing = schemaFieldNames().filter((name) => HI_FIELDS[name] === undefined);
    expect(missing).toEqual([]);
  });
});

/**
 * A template literal is allowed as a message computed once at load from the limits (the test above
 * covers each such constant); one built per call is not.
 */
function isComputedAtLoad({ file, parts = [] }: Found): boolean {
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const shape = new RegExp(`^${escaped.join('.+')}$`, 's');
  return file.startsWith('shared/') && COMPUTED_AT_LOAD.some((english) => shape.test(english));
}

/** The keys of every `object({...})` schema and the labels of the request forms. */
function schemaFieldNames(): string[] {
  const names = new Set<string>();
  for (const path of sourceFiles(join(ROOT, 'shared'))) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText(source);
        const [first] = node.arguments;
        if (callee === 'object' && first && ts.isObjectLiteralExpression(first))
          for (const property of first.properties)
            if (property.name) names.add(property.name.getText(source).replace(/['"]/g, ''));
        if (/^(fieldName|required|mayBeEmpty)$/.test(callee) && first && ts.isStringLiteralLike(first))
          names.add(first.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...names];
}

describe('translate', () => {
  it('answers English as written, and Hindi from the catalogue', () => {
    expect(translate('en', 'Course not found.')).toBe('Course not found.');
    expect(translate('hi', 'Course not found.')).toBe('कोर्स नहीं मिला।');
  });

  it('fills a template, translating a field name and formatting a time in the language', () => {
    const tooLong = message('{name} must be at most {max} characters.', {
      name: fieldName('title'),
      max: 120,
    });
    expect(translate('en', tooLong)).toBe('title must be at most 120 characters.');
    expect(translate('hi', tooLong)).toBe('टाइटल में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।');
    const until = message(
      'You have made {limit} quiz attempts this hour. Take a break; your next attempt is allowed from {time}.',
      {
        limit: 30,
        time: timeValue('2026-11-27T15:00:00.000Z'),
      },
    );
    expect(translate('en', until)).toContain('from 27 November 2026 at 15:00 UTC.');
    expect(translate('hi', until)).toContain('27 नवंबर 2026');
  });

  it('falls back to English for a text it does not know (data, not a message)', () => {
    expect(translate('hi', 'JavaScript for beginners')).toBe('JavaScript for beginners');
  });
});

describe('the language of a request', () => {
  it('is the lf_lang cookie, else Accept-Language, else English', () => {
    expect(requestLanguage({ lf_lang: 'hi' }, 'en-GB')).toBe('hi');
    expect(requestLanguage({ lf_lang: 'fr' }, 'hi-IN,hi;q=0.9')).toBe('hi');
    expect(requestLanguage({}, 'de-DE,de;q=0.9')).toBe('en');
    expect(requestLanguage({}, undefined)).toBe('en');
  });
});

describe('localiseBody', () => {
  it('translates the shown msg only, and says whether the answer depends on the language', () => {
    expect(localiseBody({ msg: 'Note saved.', noteId: 'Note saved.' }, 'hi')).toEqual({
      body: { msg: 'नोट सेव हो गया।', noteId: 'Note saved.' },
      localised: true,
    });
    expect(localiseBody({ courses: [] }, 'hi')).toEqual({ body: { courses: [] }, localised: false });
  });
});

describe('pathIn', () => {
  it('puts Hindi pages under /hi/ and leaves English ones where they are', () => {
    expect(pathIn('en', '/login')).toBe('/login');
    expect(pathIn('hi', '/login')).toBe('/hi/login');
    expect(pathIn('hi', '/')).toBe('/hi');
  });
});
