/**
 * Every text the code marks exists in Hindi, and every Hindi text is still used: a message added in
 * English only, or left behind when its English changed, fails here rather than reaching a learner
 * in the wrong language. Also: a translation keeps its message's values and tags, and each page
 * route loads the catalogues its page needs.
 */
import {
  importsOf,
  type MarkedId,
  markedIds,
  partOf,
  placeholdersOf,
  reachableFrom,
  unreadableCalls,
  webSources,
} from '../../../test/support/i18n-sources';
import { type Catalogue, MESSAGE_PARTS } from './catalogues';

const HINDI: Record<string, Catalogue> = Object.fromEntries(
  MESSAGE_PARTS.map((part) => [part, (require(`./hi/${part}`) as { default: Catalogue }).default]),
);

const sources = webSources();
const marked: MarkedId[] = sources.flatMap(markedIds);
const where = (found: MarkedId) => `${found.file}:${found.line} "${found.id}"`;

describe('the Hindi catalogues', () => {
  it('have a catalogue for every part of the app that marks texts', () => {
    const parts = new Set(marked.map((found) => partOf(found.file)));
    expect([...parts].filter((part) => !(part in HINDI))).toEqual([]);
  });

  it("translate every text the code marks (in its part's catalogue, or the shell's)", () => {
    const missing = marked.filter(
      (found) => !(found.id in HINDI.shell!) && !(found.id in (HINDI[partOf(found.file)] ?? {})),
    );
    expect(
      missing.map((found) => `${where(found)} needs its Hindi in web/src/i18n/hi/${partOf(found.file)}.ts`),
    ).toEqual([]);
  });

  it('hold no text the code no longer marks', () => {
    const usedIn = (part: string) =>
      new Set(
        marked.filter((found) => part === 'shell' || partOf(found.file) === part).map((found) => found.id),
      );
    const unused = MESSAGE_PARTS.flatMap((part) => {
      const used = usedIn(part);
      return Object.keys(HINDI[part]!)
        .filter((id) => !used.has(id))
        .map((id) => `hi/${part}.ts "${id}"`);
    });
    expect(unused).toEqual([]);
  });

  it("keep no feature's copy of a text the shell translates already", () => {
    const doubled = MESSAGE_PARTS.filter((part) => part !== 'shell').flatMap((part) =>
      Object.keys(HINDI[part]!)
        .filter((id) => id in HINDI.shell!)
        .map((id) => `hi/${part}.ts "${id}"`),
    );
    expect(doubled).toEqual([]);
  });

  it("keep each message's values, plural number and tags", () => {
    const broken = MESSAGE_PARTS.flatMap((part) =>
      Object.entries(HINDI[part]!)
        .filter(([id, hindi]) => placeholdersOf(id).join() !== placeholdersOf(hindi).join())
        .map(([id, hindi]) => `hi/${part}.ts "${id}" → "${hindi}"`),
    );
    expect(broken).toEqual([]);
  });

  it('are not left untranslated (a Hindi text with no Devanagari is a copy of the English)', () => {
    const copied = MESSAGE_PARTS.flatMap((part) =>
      Object.entries(HINDI[part]!)
        .filter(
          ([id, hindi]) =>
            !/[\u0900-\u097F]/.test(hindi) && /[A-Za-z]{3}/.test(id.replace(/LearnFree|\{[^}]*\}/g, '')),
        )
        .map(([id]) => `hi/${part}.ts "${id}"`),
    );
    expect(copied).toEqual([]);
  });
});

describe('marked texts', () => {
  it('are literals the tests can read (or values marked with msg() where they were written)', () => {
    expect(sources.flatMap(unreadableCalls).map(where)).toEqual([]);
  });
});

/** The page routes of the table: each page's module and the catalogue parts the route names. */
function pageRoutes(): Array<{ page: string; parts: string[] }> {
  const routes = importsOf('app/routes.tsx').filter((file) => /^features\/[^/]+\/routes\//.test(file));
  const source = require('node:fs').readFileSync(
    require('node:path').join(__dirname, '../app/routes.tsx'),
    'utf8',
  ) as string;
  return routes.map((page) => {
    const at = source.indexOf(`import('../${page.replace(/\.tsx?$/, '')}')`);
    const declared = /messages:\s*\[([^\]]*)\]/.exec(source.slice(at, source.indexOf('})', at)));
    const parts = declared ? [...declared[1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!) : [];
    return { page, parts };
  });
}

describe('the page routes', () => {
  it('load the catalogues of every part whose texts their page shows', () => {
    // A part is needed where the page reaches a file that marks texts, not just any file of its feature
    // (a page that imports only a feature's calls or links does not load that feature's Hindi).
    const filesWithTexts = new Set(marked.map((found) => found.file));
    const missing = pageRoutes().flatMap(({ page, parts }) => {
      const needed = new Set([...reachableFrom(page)].filter((file) => filesWithTexts.has(file)).map(partOf));
      needed.delete('shell');
      const absent = [...needed].filter((part) => !parts.includes(part)).sort();
      return absent.length > 0 ? [`${page}: add messages ${JSON.stringify(absent)} in app/routes.tsx`] : [];
    });
    expect(missing).toEqual([]);
  });

  // A page's parts are merged into one table of texts, in the browser as in the build's rendering of
  // it: a text two of them translate differently would depend on which was merged last, and the
  // page rendered at build time would not be the one React renders in the browser (a hydration
  // error). Parts no page loads together may differ (gender: "New" answers, a "New" request).
  it('load no two parts that translate a text differently', () => {
    const differing = pageRoutes().flatMap(({ page, parts }) => {
      const first = new Map<string, { part: string; hindi: string }>();
      const found: string[] = [];
      for (const part of ['shell', ...parts])
        for (const [id, hindi] of Object.entries(HINDI[part] ?? {})) {
          const earlier = first.get(id);
          if (!earlier) first.set(id, { part, hindi });
          else if (earlier.hindi !== hindi)
            found.push(
              `${page}: "${id}" is "${earlier.hindi}" in hi/${earlier.part}.ts, "${hindi}" in hi/${part}.ts`,
            );
        }
      return found;
    });
    expect(differing).toEqual([]);
  });
});
