import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_FILE } from '../../infra/local/table';
import { catalogueImportCommand } from '../../scripts/lib/catalogue-command';
import { type Io, runCommand } from '../../scripts/lib/cli';
import { resolveTarget } from '../../scripts/lib/target';
import { sampleQuiz } from '../../test/support/quiz-client';
import { slugify } from '../catalogue/seed-format';
import { getCourse } from '../data/courses';
import { getQuiz, getQuizIndex } from '../data/quizzes';
import { quizIdFor } from './ids';

function capture(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

const local = resolveTarget([], process.env).target;
const importFile = (path: string, io = capture()) =>
  runCommand(catalogueImportCommand, [path], io, 'USAGE', local);

const tempFile = (content: unknown) => {
  const path = join(mkdtempSync(join(tmpdir(), 'quizzes-')), 'catalogue.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
};

interface SeedQuiz {
  title: string;
  questions: Array<{ options: string[]; answer: number[] }>;
}
const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as {
  courses: Array<{ name: string; quizzes?: SeedQuiz[] }>;
};
const seedQuizzes = seed.courses.flatMap((c) => (c.quizzes ?? []).map((q) => ({ course: c, quiz: q })));

/** A course of a file, written as an operator would, with its own name. */
const courseWith = (name: string, quizzes: unknown[]) => ({
  name,
  creator: 'Ops',
  category: 'Testing',
  language: 'english',
  info: 'i',
  description: 'd',
  lessons: [1, 2, 3].map((n) => ({ lesson: n, lessonName: `Lesson ${n}`, link: 'dQw4w9WgXcQ' })),
  quizzes,
});
const file = (...courses: unknown[]) => tempFile({ courses });
const unique = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

describe('quizzes in npm run catalogue:import', () => {
  it('gave the seeded courses every quiz of the seed file at first start, answers included', async () => {
    expect(seedQuizzes.length).toBeGreaterThanOrEqual(12);
    for (const { course, quiz } of seedQuizzes) {
      const courseId = slugify(course.name);
      const stored = await getQuiz(quizIdFor(courseId, quiz.title));
      expect(stored).toMatchObject({ courseId, title: quiz.title });
      expect(stored!.questions.map((q) => q.answer)).toEqual(
        quiz.questions.map((q) => q.answer.map((index) => `o${index + 1}`)),
      );
    }
    const python = await getCourse(slugify('Python for Everybody'));
    expect(python?.quizzes?.map((q) => q.afterLesson)).toEqual([4, 6, 8]);
  });

  it('adds nothing when the seed file is imported again', async () => {
    const io = capture();
    expect(await importFile(SEED_FILE, io)).toBe(0);
    expect(io.lines).toContain(`Quizzes: added 0, skipped ${seedQuizzes.length} (already there).`);
    expect(io.lines.filter((l) => l.startsWith('added'))).toEqual([]);
  });

  it('adds the quizzes of a new course, and later new quizzes of that existing course only', async () => {
    const name = unique('Quiz Course');
    const courseId = slugify(name);
    const io = capture();
    expect(
      await importFile(file(courseWith(name, [sampleQuiz('Second', 2), sampleQuiz('First', 1)])), io),
    ).toBe(0);
    expect(io.lines).toContain('Quizzes: added 2, skipped 0 (already there).');
    expect(io.lines).toContain(`added   quiz ${courseId}: First`);
    expect((await getQuizIndex(courseId))!.quizzes.map((q) => q.title)).toEqual(['First', 'Second']);

    const more = capture();
    const grown = courseWith(name, [sampleQuiz('Second', 2), sampleQuiz('First', 1), sampleQuiz('Third', 1)]);
    expect(await importFile(file(grown), more)).toBe(0);
    expect(more.lines).toContain('Added 0, skipped 1.');
    expect(more.lines).toContain('Quizzes: added 1, skipped 2 (already there).');
    expect((await getQuizIndex(courseId))!.quizzes.map((q) => q.title)).toEqual(['First', 'Third', 'Second']);
  });

  it.each([
    [
      'a single-choice question with two answers',
      { questions: [sampleQuiz('x').questions[0], { ...sampleQuiz('x').questions[0], answer: [0, 1] }] },
      'quiz "Broken", question 2: a single-choice question has exactly one correct option.',
    ],
    [
      'an answer index beyond the options',
      { questions: [{ ...sampleQuiz('x').questions[0], answer: [3] }] },
      'quiz "Broken", question 1: the answer must list correct options by index, from 0 to 2, once each.',
    ],
    [
      'a kind that does not exist',
      { questions: [{ ...sampleQuiz('x').questions[0], kind: 'essay' }] },
      'quiz "Broken", question 1: kind must be "single" or "multiple".',
    ],
    ['a lesson the course lacks', { afterLesson: 4 }, 'quiz "Broken": afterLesson must be a lesson number'],
  ])('fails on %s, naming course, quiz and question, and writes nothing', async (_case, change, msg) => {
    const good = unique('Good Course');
    const bad = unique('Bad Course');
    const path = file(
      courseWith(good, [sampleQuiz('Fine')]),
      courseWith(bad, [sampleQuiz('Fine'), { ...sampleQuiz('Broken'), ...change }]),
    );
    const io = capture();
    expect(await importFile(path, io)).toBe(1);
    expect(io.errors.join('\n')).toContain(`Course "${bad}", ${msg}`);
    expect(await getCourse(slugify(good))).toBeNull();
    expect(await getCourse(slugify(bad))).toBeNull();
  });

  it('refuses two quizzes of one course with the same title', async () => {
    const name = unique('Twice Course');
    const io = capture();
    expect(await importFile(file(courseWith(name, [sampleQuiz('Same'), sampleQuiz(' same ')])), io)).toBe(1);
    expect(io.errors.join('\n')).toContain(
      `Course "${name}", quiz "same": two quizzes of the course have this title.`,
    );
  });
});
