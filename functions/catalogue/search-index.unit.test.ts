/**
 * The text search on its own: which courses a search finds, where it says they matched, and how
 * removing courses changes that. (Ranking, filters and paging through the catalogue call are
 * tested in catalogue-index.test.ts and against DynamoDB Local in catalogue.test.ts.)
 */
import { type SearchableCourse, SearchIndex } from './search-index';

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
});
