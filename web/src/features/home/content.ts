/** The words and numbers of the home page (spec section 2, Home); each text a message id, shown with `t()`. */
import { msg } from '../../i18n';

/** The typewriter's phrases, in order: what follows "Learn". */
export const HEADLINE_WORDS = [msg('Programming'), msg('Development'), msg('Designing'), msg('Much More')];

/**
 * The strip under the banner: only figures counted from the live catalogue, which a learner who
 * counts finds true. Learners and lessons completed are not counted anywhere yet, so they are not
 * shown.
 */
export const OFFERS = [
  { count: 'courses', label: msg('Courses') },
  { count: 'creators', label: msg('Creators') },
] as const;

export type ReasonIcon = 'course' | 'community' | 'test' | 'certificate' | 'notes' | 'educator';

export const REASONS: ReadonlyArray<{ title: string; text: string; icon: ReasonIcon }> = [
  {
    title: msg('Course'),
    icon: 'course',
    text: msg(
      'Hand-picked video courses, arranged lesson by lesson, free from the first lesson to the last.',
    ),
  },
  {
    title: msg('Community'),
    icon: 'community',
    text: msg('Ask a question, share what you built and keep each other going in the learners’ chat.'),
  },
  {
    title: msg('Online test'),
    icon: 'test',
    text: msg('Check what has stuck with short tests before you move on to the next lesson.'),
  },
  {
    title: msg('Certification'),
    icon: 'certificate',
    text: msg('Finish a course and get a certificate that shows what you have learned.'),
  },
  {
    title: msg('Notes'),
    icon: 'notes',
    text: msg('Keep short notes beside every lesson, so the key points are there when you revise.'),
  },
  {
    title: msg('Educator'),
    icon: 'educator',
    text: msg('Learn from experienced teachers and creators who explain things step by step.'),
  },
];
