/**
 * Turning written quiz content (a catalogue file's quiz, an editor's question) into stored quizzes,
 * and stored quizzes into what each audience may see: learners never the answers or explanations
 * before an attempt (and the options in a new order each time), the editor everything.
 */
import type {
  AttemptAllowance,
  AuthoredQuiz,
  LearnerQuiz,
  OptionDraft,
  QuestionDraft,
  QuizDraft,
  QuizSummary,
} from '../../shared/quizzes';
import type { StoredQuestion, StoredQuiz } from '../data/quizzes';
import { optionIds } from './ids';
import { shuffled } from './shuffle';

/**
 * A stored question from a draft. `previous` is the question being edited: options that name one
 * of its option ids keep it; the others get new ids.
 */
export function storedQuestion(draft: QuestionDraft, id: string, previous?: StoredQuestion): StoredQuestion {
  const known = new Set(previous?.options.map((o) => o._id));
  const kept = (o: OptionDraft) => (o._id && known.has(o._id) ? o._id : undefined);
  const fresh = optionIds(draft.options.filter((o) => !kept(o)).length, [...known]);
  const options = draft.options.map((o) => ({ _id: kept(o) ?? fresh.shift()!, text: o.text }));
  return {
    _id: id,
    text: draft.text,
    kind: draft.kind,
    options,
    answer: draft.answer.map((index) => options[index]!._id),
    explanation: draft.explanation,
  };
}

/** A new quiz (version 0: not stored yet) from a whole draft, its questions numbered by place. */
export function newQuiz(
  courseId: string,
  quizId: string,
  draft: QuizDraft,
  questionId: (index: number) => string,
): StoredQuiz {
  return {
    _id: quizId,
    courseId,
    title: draft.title,
    afterLesson: draft.afterLesson,
    passPercent: draft.passPercent,
    questions: draft.questions.map((q, index) => storedQuestion(q, questionId(index))),
    version: 0,
  };
}

/**
 * `quizzes` with `quiz` placed in course order: after every quiz that follows the same or an
 * earlier lesson. A quiz already in the list keeps its place while its lesson stays the same.
 */
export function placeInOrder(quizzes: readonly QuizSummary[], quiz: QuizSummary): QuizSummary[] {
  const at = quizzes.findIndex((q) => q._id === quiz._id);
  if (at >= 0 && quizzes[at]!.afterLesson === quiz.afterLesson)
    return quizzes.map((q) => (q._id === quiz._id ? quiz : q));
  const others = quizzes.filter((q) => q._id !== quiz._id);
  const before = others.filter((q) => q.afterLesson <= quiz.afterLesson).length;
  return [...others.slice(0, before), quiz, ...others.slice(before)];
}

/** What every audience sees of a quiz and of each question, before what only some may see. */
const quizHead = (quiz: StoredQuiz) => ({
  _id: quiz._id,
  courseId: quiz.courseId,
  title: quiz.title,
  afterLesson: quiz.afterLesson,
  passPercent: quiz.passPercent,
});
const questionHead = (q: StoredQuestion) => ({ _id: q._id, text: q.text, kind: q.kind });
const optionTexts = (q: StoredQuestion) => q.options.map((o) => ({ _id: o._id, text: o.text }));

/**
 * What a learner sees of a quiz: the questions, each with its options shuffled anew, and the
 * attempts they have left; never the answers or explanations.
 */
export const learnerView = (quiz: StoredQuiz, attempts: AttemptAllowance): LearnerQuiz => ({
  ...quizHead(quiz),
  questions: quiz.questions.map((q) => ({ ...questionHead(q), options: shuffled(optionTexts(q)) })),
  attempts,
});

/** What the editor shows: everything, with the answer as option indexes as the file writes it. */
export const authoredView = (quiz: StoredQuiz): AuthoredQuiz => ({
  ...quizHead(quiz),
  questions: quiz.questions.map((q) => ({
    ...questionHead(q),
    options: optionTexts(q),
    answer: q.options.flatMap((o, index) => (q.answer.includes(o._id) ? [index] : [])),
    explanation: q.explanation,
  })),
});
