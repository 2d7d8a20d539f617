/**
 * Self-check quizzes: the format a quiz is written in (the catalogue file and the admin editor use
 * the same one), its checks, the learner's attempt, and the answers the API gives. The browser runs
 * the same checks as the import and the admin API, so an author sees the server's message first.
 */

import { english, fieldName, type Message, message, type Text } from './message';
import { normaliseText, TEXT_MSG, type TextShape, textProblem } from './text';
import { fail, ID_PATTERN, object, type Result, refusalText, type Schema, textLength } from './validation';

export const QUIZ_LIMITS = {
  titleMax: 120,
  questionsMax: 50,
  quizzesPerCourse: 50,
  textMax: 500,
  optionsMin: 2,
  optionsMax: 6,
  optionTextMax: 300,
  explanationMax: 1000,
  passPercentMin: 1,
  passPercentMax: 100,
} as const;

export const DEFAULT_PASS_PERCENT = 70;

/** Attempts one learner may submit per clock hour, over all quizzes. */
export const QUIZ_ATTEMPTS_PER_HOUR = 30;

/**
 * Attempts one learner may make at one quiz in any `QUIZ_ATTEMPT_WINDOW_HOURS` hours (a sliding
 * window). With so few tries, guessing which options are right question by question cannot pass a
 * quiz, so a pass, and the certificate that counts it, says something.
 */
export const QUIZ_ATTEMPTS_PER_QUIZ = 3;
export const QUIZ_ATTEMPT_WINDOW_HOURS = 8;

export const QUESTION_KINDS = ['single', 'multiple'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** An option as an author writes it: plain text (the file), or text with the id it already has (the editor). */
export interface OptionDraft {
  _id?: string;
  text: string;
}

/** A question as written: `answer` holds the indexes of the correct options, in the order written. */
export interface QuestionDraft {
  _id?: string;
  text: string;
  kind: QuestionKind;
  options: OptionDraft[];
  answer: number[];
  explanation: string;
}

/** A quiz's settings, without its questions. */
export interface QuizSettings {
  title: string;
  /** The lesson number the quiz follows. */
  afterLesson: number;
  passPercent: number;
}

export interface QuizDraft extends QuizSettings {
  questions: QuestionDraft[];
}

/** A refusal of written quiz content; `question` (1-based) names the question at fault. */
export interface QuizProblem {
  msg: string;
  /** The message with its values, for the server to translate (shared/message.ts). */
  template?: Message;
  question?: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: QuizProblem };

const refuse = (text: Text, question?: number): { ok: false; problem: QuizProblem } => ({
  ok: false,
  problem: {
    msg: english(text),
    ...(typeof text !== 'string' && { template: text }),
    ...(question !== undefined && { question }),
  },
});

/** A problem as one message: `Question 3: …` when a question is at fault. */
const problemText = (problem: QuizProblem): Text => {
  const own = problem.template ?? problem.msg;
  return problem.question === undefined
    ? own
    : message('Question {number}: {problem}', { number: problem.question, problem: own });
};

/** A problem as one sentence, in English: `Question 3: …` when a question is at fault. */
export const describeProblem = (problem: QuizProblem): string => english(problemText(problem));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text that holds a control, invisible or text-direction character (the one text rule). */
const HIDDEN = Symbol('hidden');

/**
 * Trimmed text of 1 to `max` characters (counted as people see them) by the one text rule, in its
 * stored form; null when missing or of another length, HIDDEN when it hides characters.
 */
function text(value: unknown, max: number, shape: TextShape = {}): string | null | typeof HIDDEN {
  if (typeof value !== 'string') return null;
  const written = normaliseText(value, shape);
  if (written !== '' && textProblem(written, shape)) return HIDDEN;
  const length = textLength(written);
  return length >= 1 && length <= max ? written : null;
}

/** The refusal for a text field: the one text rule's message, or the field's own. */
const textRefusal = (written: null | typeof HIDDEN, own: Text): Text => (written === HIDDEN ? TEXT_MSG : own);

const knownId = (value: unknown): string | undefined =>
  typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined;

/** An option, or why it cannot be one (null: it needs text of the right length). */
function readOption(value: unknown): OptionDraft | null | typeof HIDDEN {
  const written = text(isRecord(value) ? value.text : value, QUIZ_LIMITS.optionTextMax);
  if (typeof written !== 'string') return written;
  const id = isRecord(value) ? knownId(value._id) : undefined;
  return id ? { _id: id, text: written } : { text: written };
}

/** Checks one question; messages name the field at fault (the caller names the question). */
export function readQuestion(input: unknown): Result<QuestionDraft> {
  if (!isRecord(input))
    return fail('write it as an object with text, kind, options, answer and explanation.');
  const questionText = text(input.text, QUIZ_LIMITS.textMax);
  if (typeof questionText !== 'string')
    return fail(
      textRefusal(
        questionText,
        message('the text is required, at most {max} characters.', { max: QUIZ_LIMITS.textMax }),
      ),
    );
  const kind = input.kind;
  if (kind !== 'single' && kind !== 'multiple') return fail('kind must be "single" or "multiple".');
  const { optionsMin, optionsMax } = QUIZ_LIMITS;
  if (!Array.isArray(input.options) || input.options.length < optionsMin || input.options.length > optionsMax)
    return fail(message('it needs {min} to {max} options.', { min: optionsMin, max: optionsMax }));
  const options: OptionDraft[] = [];
  for (const [index, value] of input.options.entries()) {
    const option = readOption(value);
    if (option === null || option === HIDDEN)
      return fail(
        option === HIDDEN
          ? message('option {number}: {problem}', { number: index + 1, problem: TEXT_MSG })
          : message('option {number} needs text of at most {max} characters.', {
              number: index + 1,
              max: QUIZ_LIMITS.optionTextMax,
            }),
      );
    options.push(option);
  }
  if (new Set(options.map((o) => o.text.toLowerCase())).size !== options.length)
    return fail('two options have the same text.');
  const ids = options.flatMap((o) => (o._id ? [o._id] : []));
  if (new Set(ids).size !== ids.length) return fail('two options have the same id.');
  const answer = input.answer;
  if (
    !Array.isArray(answer) ||
    !answer.every((a) => Number.isInteger(a) && a >= 0 && a < options.length) ||
    new Set(answer).size !== answer.length
  )
    return fail(
      message('the answer must list correct options by index, from 0 to {last}, once each.', {
        last: options.length - 1,
      }),
    );
  if (kind === 'single' && answer.length !== 1)
    return fail('a single-choice question has exactly one correct option.');
  if (answer.length === 0) return fail('name at least one correct option.');
  const explanation = text(input.explanation, QUIZ_LIMITS.explanationMax, { multiline: true });
  if (typeof explanation !== 'string')
    return fail(
      textRefusal(
        explanation,
        message('the explanation is required, at most {max} characters.', {
          max: QUIZ_LIMITS.explanationMax,
        }),
      ),
    );
  const id = knownId(input._id);
  return {
    ok: true,
    value: {
      ...(id ? { _id: id } : {}),
      text: questionText,
      kind,
      options,
      answer: [...(answer as number[])].sort((a, b) => a - b),
      explanation,
    },
  };
}

/** `afterLesson` names one of `lessons` (the course's lesson numbers), else the problem. */
export function lessonProblem(afterLesson: number, lessons: readonly number[]): Message | null {
  if (lessons.includes(afterLesson)) return null;
  return lessons.length
    ? message('afterLesson must be a lesson number of the course ({first} to {last}).', {
        first: Math.min(...lessons),
        last: Math.max(...lessons),
      })
    : message('afterLesson must be a lesson number of the course (none).');
}

/**
 * Checks a quiz's settings. `lessons` are the course's lesson numbers, when known: a quiz follows
 * one of them (a request body is checked before the course is read, and again after). A missing
 * `passPercent` is the default.
 */
export function readQuizSettings(input: unknown, lessons?: readonly number[]): Checked<QuizSettings> {
  if (!isRecord(input))
    return refuse('A quiz is an object with title, afterLesson, passPercent and questions.');
  const title = text(input.title, QUIZ_LIMITS.titleMax);
  if (typeof title !== 'string')
    return refuse(
      textRefusal(
        title,
        message('The title is required, at most {max} characters.', { max: QUIZ_LIMITS.titleMax }),
      ),
    );
  const afterLesson = input.afterLesson;
  if (typeof afterLesson !== 'number' || !Number.isInteger(afterLesson) || afterLesson < 1)
    return refuse('afterLesson must be the number of the lesson the quiz follows.');
  const outside = lessons && lessonProblem(afterLesson, lessons);
  if (outside) return refuse(outside);
  const passPercent = input.passPercent ?? DEFAULT_PASS_PERCENT;
  const { passPercentMin, passPercentMax } = QUIZ_LIMITS;
  if (
    typeof passPercent !== 'number' ||
    !Number.isInteger(passPercent) ||
    passPercent < passPercentMin ||
    passPercent > passPercentMax
  )
    return refuse(
      message('{name} must be a whole number from {min} to {max}.', {
        name: fieldName('passPercent'),
        min: passPercentMin,
        max: passPercentMax,
      }),
    );
  return { ok: true, value: { title, afterLesson, passPercent } };
}

/** Checks a whole quiz as the catalogue file and the editor write it. */
export function readQuiz(input: unknown, lessons?: readonly number[]): Checked<QuizDraft> {
  const settings = readQuizSettings(input, lessons);
  if (!settings.ok) return settings;
  const questions = (input as Record<string, unknown>).questions;
  if (!Array.isArray(questions) || questions.length === 0 || questions.length > QUIZ_LIMITS.questionsMax)
    return refuse(message('A quiz has 1 to {max} questions.', { max: QUIZ_LIMITS.questionsMax }));
  const drafts: QuestionDraft[] = [];
  for (const [index, value] of questions.entries()) {
    const question = readQuestion(value);
    if (!question.ok) return refuse(refusalText(question), index + 1);
    drafts.push(question.value);
  }
  const ids = drafts.flatMap((q) => (q._id ? [q._id] : []));
  if (new Set(ids).size !== ids.length) return refuse('Two questions have the same id.');
  return { ok: true, value: { ...settings.value, questions: drafts } };
}

/** The lowercased, space-collapsed title: two quizzes of a course never share it. */
export const titleKey = (title: string): string => title.trim().toLowerCase().replace(/\s+/g, ' ');

/** Wraps a quiz check as a request body schema whose 400 message names the question. */
export function quizBodySchema<T>(check: (input: unknown) => Checked<T>): Schema<T> {
  return (input) => {
    const checked = check(input);
    return checked.ok ? checked : fail(problemText(checked.problem));
  };
}

/** The body of an admin call that adds or edits one question. */
export const questionSchema: Schema<QuestionDraft> = (input) => readQuestion(input);

const idList =
  (max: number): ((value: unknown, name: string) => Result<string[]>) =>
  (value, name) =>
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= max &&
    value.every((v) => typeof v === 'string' && ID_PATTERN.test(v)) &&
    new Set(value).size === value.length
      ? { ok: true, value: value as string[] }
      : fail(message('{name} must list each id once.', { name: fieldName(name) }));

/** PUT of a course's quiz order: every quiz id of the course, once, in the new order. */
export const quizOrderSchema = object({ quizIds: idList(QUIZ_LIMITS.quizzesPerCourse) });

/** PUT of a quiz: its settings, and optionally its questions' new order (every question id, once). */
export interface QuizUpdate extends QuizSettings {
  questionIds?: string[];
}

export function readQuizUpdate(input: unknown): Checked<QuizUpdate> {
  const settings = readQuizSettings(input);
  if (!settings.ok) return settings;
  const questionIds = (input as Record<string, unknown>).questionIds;
  if (questionIds === undefined) return settings;
  const order = idList(QUIZ_LIMITS.questionsMax)(questionIds, 'questionIds');
  return order.ok ? { ok: true, value: { ...settings.value, questionIds: order.value } } : refuse(order.msg);
}

/** A learner's answers: for each question id, the chosen option ids. */
export type Answers = Record<string, string[]>;

function readAnswers(value: unknown): Result<Answers> {
  const fail = { ok: false as const, msg: 'answers must map question ids to lists of option ids.' };
  if (!isRecord(value)) return fail;
  const entries = Object.entries(value);
  if (entries.length > QUIZ_LIMITS.questionsMax) return fail;
  const answers: Answers = {};
  for (const [questionId, chosen] of entries) {
    if (!ID_PATTERN.test(questionId) || !Array.isArray(chosen) || chosen.length > QUIZ_LIMITS.optionsMax)
      return fail;
    if (!chosen.every((o) => typeof o === 'string' && ID_PATTERN.test(o))) return fail;
    if (new Set(chosen).size !== chosen.length) return { ok: false, msg: 'An option is chosen twice.' };
    answers[questionId] = chosen as string[];
  }
  return { ok: true, value: answers };
}

/** POST /api/quiz/{quizId}/attempt. An unanswered question may be left out or given `[]`. */
export const attemptSchema = object({ answers: readAnswers });

/** A quiz in a course's list: what the player needs to place and label it. */
export interface QuizSummary extends QuizSettings {
  _id: string;
  questionCount: number;
}

/** A learner's best attempt at a quiz. */
export interface QuizBest {
  percent: number;
  passed: boolean;
  /** ISO time of the attempt. */
  at: string;
}

/** GET /api/course/{courseId}/quizzes: each quiz with the caller's best attempt, in course order. */
export interface CourseQuiz extends QuizSummary {
  best: QuizBest | null;
}

export interface LearnerOption {
  _id: string;
  text: string;
}

/** How many more attempts at a quiz the learner may make now, and when the next one is allowed. */
export interface AttemptAllowance {
  /** 0 to `QUIZ_ATTEMPTS_PER_QUIZ`. */
  left: number;
  /** ISO time from which an attempt is allowed again when none is left; otherwise null. */
  retryAt: string | null;
}

/**
 * GET /api/quiz/{quizId}: the questions as a learner sees them, never the answers. The options of
 * each question come in a new random order on every load; their ids stay, and attempts name ids.
 */
export interface LearnerQuiz extends QuizSettings {
  _id: string;
  courseId: string;
  questions: Array<{ _id: string; text: string; kind: QuestionKind; options: LearnerOption[] }>;
  attempts: AttemptAllowance;
}

/**
 * One question of a graded attempt. `answer` and `explanation` come with every question of a passed
 * attempt, and only with the questions answered right of a failed one: a failed attempt that told
 * the correct options would let anyone pass by sending them back.
 */
export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The correct option ids. */
  answer?: string[];
  explanation?: string;
}

/** POST /api/quiz/{quizId}/attempt. */
export interface AttemptResult {
  percent: number;
  passed: boolean;
  correct: number;
  total: number;
  results: QuestionResult[];
  /** What is left after this attempt. */
  attempts: AttemptAllowance;
}

/** The 429 of POST /api/quiz/{quizId}/attempt: why, and from when an attempt is allowed again. */
export interface AttemptRefusal {
  msg: string;
  retryAt: string;
}

/** A question as the editor shows it: ids kept, the answer as option indexes. */
export interface AuthoredQuestion {
  _id: string;
  text: string;
  kind: QuestionKind;
  options: LearnerOption[];
  answer: number[];
  explanation: string;
}

export interface AuthoredQuiz extends QuizSettings {
  _id: string;
  courseId: string;
  questions: AuthoredQuestion[];
}

/** GET /api/admin/course/{courseId}/quizzes: what the editor needs. */
export interface QuizEditorData {
  course: { _id: string; name: string; lessons: Array<{ lesson: number; lessonName: string }> };
  quizzes: AuthoredQuiz[];
}

/**
 * The score in whole per cent, rounded down, so `percent >= passPercent` says exactly whether the
 * attempt passed: 69.9 % shows as 69 and fails a 70 % quiz.
 */
export const scorePercent = (correct: number, total: number): number =>
  total === 0 ? 0 : Math.floor((correct * 100) / total);

/** How many of a course's current quizzes are among `passed` (ids; a deleted quiz may linger there). */
export function passedCount(
  quizzes: ReadonlyArray<Pick<QuizSummary, '_id'>>,
  passed: Iterable<string>,
): number {
  const ids = new Set(passed);
  return quizzes.filter((q) => ids.has(q._id)).length;
}

/** Where a learner stands with a quiz: never tried, tried without passing, or passed. */
export type QuizStanding = 'not-taken' | 'tried' | 'passed';

export const standingOf = (best: QuizBest | null | undefined): QuizStanding =>
  !best ? 'not-taken' : best.passed ? 'passed' : 'tried';

/** Why the certificate waits for the quizzes: a template, answered in the learner's language. */
export const quizRefusal = (passed: number, total: number): Message =>
  message('Pass every quiz to claim the certificate: {passed} of {total} passed.', { passed, total });
