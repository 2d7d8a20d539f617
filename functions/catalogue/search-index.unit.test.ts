/**
 * The text search on its own: which courses a search finds, where it says they matched, and how
 * removing courses changes that. (Ranking, filters and paging through the catalogue call are
 * tested in catalogue-index.test.ts and against DynamoDB Local in catalogue.test.ts.)
 */
import { oneEditApart, type SearchableCourse, SearchIndex } from './search-index';

const COURSES: SearchableCourse[] = [
  { name: 'Python Basics', creator: 'Ana García', category: 'Programming' },
  { name: 'Pythagoras Explained', creator: 'Omar Khan', category: 'Mathematics' },
  { name: 'Java Basics', creator: 'Chen Wang', category: 'Programming' },
  { name: 'JavaScript Basics', creator: 'Chen Wang', category: 'Programming' },
  { name: 'Rust and More Rust', creator: 'Rusty Tools', category: 'Rust' },
  { name: 'Drawing Zebras', creator: 'Léa Dubois', category: 'Art' },
];

function indexOf(courses: SearchableCourse[]): SearchIndex {
  const index = new SearchIndex();
  courses.forEach((course, doc) => {
    index.add(doc, course);
  });
  return index;
}

/** The names found, best first by tier and score. */
function found(index: SearchIndex, text: string, courses = COURSES): string[] {
  const { docs, tiers, scores } = index.search(text);
  return Array.from(docs.keys())
    .sort((a, b) => tiers[a]! - tiers[b]! || scores[b]! - scores[a]!)
    .map((i) => courses[docs[i]!]!.name);
}

describe('SearchIndex', () => {
  const index = indexOf(COURSES);

  it('completes only the last word as typed, and only from two letters on', () => {
    expect(found(index, 'pyth')).toEqual(expect.arrayContaining(['Python Basics', 'Pythagoras Explained']));
    expect(found(index, 'basics pyth')).toEqual(['Python Basics']);
    // "pyth" is not the last word, so it must be a whole word, and no course has it.
    expect(found(index, 'pyth basics')).toEqual([]);
    expect(found(index, 'p')).toEqual([]);
  });

  it('needs every word, each matching in any field', () => {
    expect(found(index, 'basics garcia')).toEqual(['Python Basics']);
    expect(found(index, 'chen programming')).toEqual(['Java Basics', 'JavaScript Basics']);
    expect(found(index, 'java wang zebra')).toEqual([]);
  });

  it('ranks the word itself above a longer word it begins', () => {
    expect(found(index, 'java')).toEqual(['Java Basics', 'JavaScript Basics']);
  });

  it('lists a course once however many fields and completions match, at its best field', () => {
    for (const text of ['rust', 'rus', 'rust rust']) {
      const hits = index.search(text);
      expect(Array.from(hits.docs)).toEqual([4]);
      expect(hits.tiers[0]).toBe(0);
    }
    const byCreator = index.search('omar');
    expect(Array.from(byCreator.tiers)).toEqual([1]);
    const byCategory = index.search('mathematics');
    expect(Array.from(byCategory.tiers)).toEqual([2]);
  });

  it('is not confused by the search before it', () => {
    // Courses that matched some words of a longer search are found by the next, shorter one.
    expect(found(index, 'basics chen programming zebra')).toEqual([]);
    expect(found(index, 'java')).toEqual(['Java Basics', 'JavaScript Basics']);
    expect(found(index, 'python basics ana garcia programming')).toEqual(['Python Basics']);
    expect(found(index, 'basics')).toHaveLength(3);
  });

  it('forgets a removed course, its words and their completions', () => {
    const changing = indexOf(COURSES);
    changing.remove([{ doc: 5, course: COURSES[5]! }]);
    expect(found(changing, 'zebras')).toEqual([]);
    expect(found(changing, 'zeb')).toEqual([]);
    expect(found(changing, 'lea')).toEqual([]);
    changing.add(5, { name: 'Drawing Horses', creator: 'Léa Dubois', category: 'Art' });
    const renamed = [
      ...COURSES.slice(0, 5),
      { name: 'Drawing Horses', creator: 'Léa Dubois', category: 'Art' },
    ];
    expect(found(changing, 'drawing hor', renamed)).toEqual(['Drawing Horses']);
    expect(found(changing, 'zebras', renamed)).toEqual([]);
  });

  it('forgets the typo neighbours of a removed course', () => {
    const changing = indexOf(COURSES);
    expect(found(changing, 'zebrs')).toEqual(['Drawing Zebras']);
    changing.remove([{ doc: 5, course: COURSES[5]! }]);
    expect(found(changing, 'zebrs')).toEqual([]);
    expect(found(changing, 'dubos')).toEqual([]);
  });
});

describe('SearchIndex with a typo', () => {
  const index = indexOf(COURSES);

  it.each([
    ['a letter replaced', 'pyton'],
    ['a letter missing', 'pthon'],
    ['a letter added', 'pythonn'],
    ['the first letter replaced', 'bython'],
    ['the second letter replaced', 'pxthon'],
  ])('finds Python with %s ("%s"), as the last word or an earlier one', (_typo, word) => {
    expect(found(index, word)).toEqual(['Python Basics']);
    expect(found(index, `basics ${word}`)).toEqual(['Python Basics']);
    expect(found(index, `${word} basics`)).toEqual(['Python Basics']);
  });

  it('finds words one typo away in every field, and says the course matched with a typo', () => {
    expect(found(index, 'garcio')).toEqual(['Python Basics']);
    expect(found(index, 'mathematiks')).toEqual(['Pythagoras Explained']);
    const hits = index.search('pyton');
    expect(Array.from(hits.tiers)).toEqual([3]);
    expect(Array.from(index.search('khab').tiers)).toEqual([4]);
  });

  it('allows no typo in a word under 4 letters, and only one in longer words', () => {
    expect(found(index, 'ama')).toEqual([]);
    expect(found(index, 'rast')).toEqual(['Rust and More Rust']);
    expect(found(index, 'pyon')).toEqual([]);
    expect(found(index, 'ptyhon')).toEqual([]);
  });

  it('ranks every course that matched as typed above those matched with a typo, whatever the field', () => {
    const courses: SearchableCourse[] = [
      { name: 'Bust Sculpting', creator: 'Omar Khan', category: 'Art' },
      { name: 'Woodwork', creator: 'Chen Wang', category: 'Rust' },
      { name: 'Rust Basics', creator: 'Ana García', category: 'Programming' },
      // A typo in the name does not lift a course that matched as typed in its category.
      { name: 'Dust Art', creator: 'Léa Dubois', category: 'Rust' },
    ];
    const mixed = indexOf(courses);
    const hits = mixed.search('rust');
    const tierOf = (name: string) =>
      hits.tiers[Array.from(hits.docs).indexOf(courses.findIndex((course) => course.name === name))];
    expect(found(mixed, 'rust', courses)).toEqual(['Rust Basics', 'Woodwork', 'Dust Art', 'Bust Sculpting']);
    expect(tierOf('Dust Art')).toBe(2);
    expect(tierOf('Bust Sculpting')).toBe(3);
  });
});

describe('oneEditApart', () => {
  it.each([
    ['pyton', 'python', true],
    ['python', 'pyton', true],
    ['pythom', 'python', true],
    ['xpython', 'python', true],
    ['pythonx', 'python', true],
    ['pyhton', 'python', false],
    ['pyth', 'python', false],
    ['abcd', 'wxyz', false],
  ])('%s and %s: %s', (a, b, apart) => {
    expect(oneEditApart(a, b)).toBe(apart);
  });
});
