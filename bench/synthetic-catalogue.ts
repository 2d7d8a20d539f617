/**
 * A catalogue file of any size for the catalogue-scale bench: course names, creators, categories,
 * languages and lesson counts drawn from fixed lists with a seeded generator, so every run measures
 * the same catalogue. Each name ends with a short code of its number, which keeps names (and so ids)
 * unique and gives the search as many distinct words as a real catalogue of that size has.
 */
import type { SeedCourse, SeedFile } from '../functions/catalogue/seed-format';

const TOPICS = [
  'React',
  'Python',
  'Java',
  'Machine Learning',
  'Data Science',
  'Web Development',
  'Security',
  'Algorithms',
  'UI Design',
  'Cloud',
  'DevOps',
  'Rust',
  'Go',
  'Kotlin',
  'Swift',
  'SQL',
  'Linux',
  'Git',
  'Docker',
  'Kubernetes',
  'Deep Learning',
  'Computer Vision',
  'Networking',
  'Operating Systems',
  'Statistics',
  'Calculus',
  'Linear Algebra',
  'Guitar',
  'Photography',
  'Marketing',
  'Excel',
  'JavaScript',
  'TypeScript',
  'Node.js',
  'C++',
  'PHP',
  'Django',
  'Flask',
  'Spring Boot',
  'Angular',
  'Vue',
  'GraphQL',
  'Blockchain',
  'Café Français',
  'Español',
  'Hindi Grammar',
  'Physics',
  'Chemistry',
];
const OPENINGS = [
  'Complete',
  'Beginner',
  'Advanced',
  'Practical',
  'Intro to',
  'Mastering',
  'Modern',
  'Essential',
  'Hands-on',
  'Applied',
];
const KINDS = [
  'Bootcamp',
  'Tutorial',
  'Course',
  'Masterclass',
  'for Beginners',
  'in Hindi',
  'Projects',
  'Fundamentals',
  'Deep Dive',
  'Series',
];
const FIRST = [
  'Alex',
  'Priya',
  'Rahul',
  'Maria',
  'John',
  'Sofia',
  'Chen',
  'Ana',
  'Omar',
  'Léa',
  'Kiran',
  'Zoë',
  'José',
  'Emma',
  'Ravi',
  'Noah',
  'Aisha',
  'Liam',
  'Meera',
  'Hugo',
];
const LAST = [
  'Sharma',
  'Smith',
  'García',
  'Müller',
  'Wang',
  'Kumar',
  'Rossi',
  'Dubois',
  'Khan',
  'Nakamura',
  'Silva',
  'Novak',
  'Patel',
  'Brown',
  'Lopez',
  'Kim',
  'Singh',
  'Ivanova',
  'Costa',
  'Haddad',
];
const CATEGORIES = [
  'Development',
  'Computer Science',
  'Security',
  'Programming',
  'Data Science',
  'Design',
  'Business',
  'Mathematics',
  'Music',
  'Languages',
  'Science',
  'Photography',
  'Marketing',
  'Cloud',
  'Mobile',
  'Databases',
  'Networking',
  'Artificial Intelligence',
  'Productivity',
  'Career',
];
const VIDEO_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** mulberry32: small, fast and seeded. */
function generator(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Every word the synthetic names, creators and categories are made of, as written. */
export const SYNTHETIC_WORDS: string[] = [
  ...new Set(
    [...TOPICS, ...OPENINGS, ...KINDS, ...FIRST, ...LAST, ...CATEGORIES, 'Academy'].flatMap((text) =>
      text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1),
    ),
  ),
];

export function syntheticCatalogue(count: number, seed = 1): SeedFile {
  const pick = generator(seed);
  const one = <T>(list: T[]): T => list[pick(list.length)]!;
  const videoId = () => Array.from({ length: 11 }, () => VIDEO_CHARS[pick(VIDEO_CHARS.length)]).join('');
  const courses: SeedCourse[] = Array.from({ length: count }, (_, i) => {
    const topic = one(TOPICS);
    const lessons = 1 + pick(pick(4) === 0 ? 60 : 20);
    return {
      name: `${one(OPENINGS)} ${topic} ${one(KINDS)} ${i.toString(36)}`,
      creator: `${one(FIRST)} ${one(LAST)}${pick(4) === 0 ? ' Academy' : ''}`,
      category: one(CATEGORIES),
      language: pick(10) < 7 ? 'english' : 'hindi',
      info: `Learn ${topic} step by step, with examples you can follow at home.`,
      description: `A free course on ${topic}: ${lessons} lessons from the basics to working projects.`,
      lessons: Array.from({ length: lessons }, (_, n) => ({
        lesson: n + 1,
        lessonName: `${topic} part ${n + 1}`,
        link: videoId(),
      })),
    };
  });
  return { courses };
}
