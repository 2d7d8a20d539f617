/** The words and numbers of the home page (spec section 2, Home). */

/** The typewriter's phrases, in order. */
export const HEADLINE_WORDS = ['Programming', 'Development', 'Designing', 'Much More'] as const;

/**
 * The strip under the banner. Courses and teachers are counted from the live catalogue (a learner
 * who counts must find the number true); the other two are the spec's figures.
 */
export const OFFERS = [
  { count: 'courses', label: 'Courses' },
  { count: 'creators', label: 'Teachers' },
  { value: '20+', label: 'Rich features' },
  { value: '50', label: 'Awards' },
] as const;

export type ReasonIcon = 'course' | 'community' | 'test' | 'certificate' | 'notes' | 'educator';

export const REASONS: ReadonlyArray<{ title: string; text: string; icon: ReasonIcon }> = [
  {
    title: 'Course',
    icon: 'course',
    text: 'Hand-picked video courses, arranged module by module, free from the first lesson to the last.',
  },
  {
    title: 'Community',
    icon: 'community',
    text: 'Ask a question, share what you built and keep each other going in the learners’ chat.',
  },
  {
    title: 'Online test',
    icon: 'test',
    text: 'Check what has stuck with short tests before you move on to the next module.',
  },
  {
    title: 'Certification',
    icon: 'certificate',
    text: 'Finish a course and get a certificate that shows what you have learned.',
  },
  {
    title: 'Notes',
    icon: 'notes',
    text: 'Keep short notes beside every lesson, so the key points are there when you revise.',
  },
  {
    title: 'Educator',
    icon: 'educator',
    text: 'Learn from experienced teachers and creators who explain things step by step.',
  },
];

export interface Review {
  name: string;
  text: string;
  rating: 4 | 5;
}

export const REVIEWS: readonly Review[] = [
  {
    name: 'Aarav Sharma',
    rating: 5,
    text: 'The JavaScript course in Hindi finally made closures click for me. Ticking off each lesson kept me going every evening.',
  },
  {
    name: 'Priya Nair',
    rating: 4,
    text: 'I like that everything is in one place: the videos, my progress and my notes. No more hunting through playlists.',
  },
  {
    name: 'Daniel Okafor',
    rating: 5,
    text: 'Free, well organised and no distractions. I went through the data analysis course in two weeks.',
  },
  {
    name: 'Sara Lindqvist',
    rating: 5,
    text: 'The community chat is friendly. Someone answered my question about recursion within minutes.',
  },
  {
    name: 'Meera Iyer',
    rating: 4,
    text: 'Notes next to each lesson are a great idea. Revising before my exam took half the time.',
  },
];

/** Reviews slide 1 at a time below 768px, 2 from 768px and 3 from 1528px. */
export const REVIEW_BREAKPOINTS = { 320: 1, 768: 2, 1528: 3 } as const;
