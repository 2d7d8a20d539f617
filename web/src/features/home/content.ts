/** The words and numbers of the home page (spec section 2, Home). */

/** The typewriter's phrases, in order. */
export const HEADLINE_WORDS = ['Programming', 'Development', 'Designing', 'Much More'] as const;

/**
 * The strip under the banner: only figures counted from the live catalogue, which a learner who
 * counts finds true. Learners and lessons completed are not counted anywhere yet, so they are not
 * shown.
 */
export const OFFERS = [
  { count: 'courses', label: 'Courses' },
  { count: 'creators', label: 'Creators' },
] as const;

export type ReasonIcon = 'course' | 'community' | 'test' | 'certificate' | 'notes' | 'educator';

export const REASONS: ReadonlyArray<{ title: string; text: string; icon: ReasonIcon }> = [
  {
    title: 'Course',
    icon: 'course',
    text: 'Hand-picked video courses, arranged lesson by lesson, free from the first lesson to the last.',
  },
  {
    title: 'Community',
    icon: 'community',
    text: 'Ask a question, share what you built and keep each other going in the learners’ chat.',
  },
  {
    title: 'Online test',
    icon: 'test',
    text: 'Check what has stuck with short tests before you move on to the next lesson.',
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
