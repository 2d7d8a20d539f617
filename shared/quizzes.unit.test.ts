import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attemptSchema, readQuestion, readQuiz, readQuizSettings, scorePercent } from './quizzes';
import { TEXT_MSG } from './text';

const question = {
  text: 'Which are even?',
  kind: 'multiple',
  options: ['2', '3', '4'],
  answer: [2, 0],
  explanation: '2 and 4 divide by two.',
};

describe('the quiz format', () => {
  it('reads a question as written, with the answer in option order and text trimmed', () => {
    expect(readQuestion({ ...question, text: '  Which are even?  ' })).toEqual({
      ok: true,
      value: {
        text: 'Which are even?',
        kind: 'multiple',
        options: [{ text: '2' }, { text: '3' }, { text: '4' }],
        answer: [0, 2],
        explanation: '2 and 4 divide by two.',
      },
    });
  });

  it.each([
    [{ ...question, options: ['1', '2', '3', '4', '5', '6', '7'] }, 'it needs 2 to 6 options.'],
    [{ ...question, answer: [] }, 'name at least one correct option.'],
    [
      { ...question, answer: [0, 0] },
      'the answer must list correct options by index, from 0 to 2, once each.',
    ],
    [
      { ...question, answer: [1.5] },
      'the answer must list correct options by index, from 0 to 2, once each.',
    ],
    [{ ...question, options: ['2', ' 2 ', '4'] }, 'two options have the same text.'],
    [{ ...question, options: ['2', '', '4'] }, 'option 2 needs text of at most 300 characters.'],
    [{ ...question, text: 'x'.repeat(501) }, 'the text is required, at most 500 characters.'],
  ])('refuses a bad question: %j', (input, msg) => {
    expect(readQuestion(input)).toMatchObject({ ok: false, msg });
  });

  it.each([
    [{ ...question, text: 'Which \u202Eare even?' }, TEXT_MSG],
    [{ ...question, options: ['2', '3\u200B', '4'] }, `option 2: ${TEXT_MSG}`],
    [{ ...question, explanation: 'Both \u2066divide by two.' }, TEXT_MSG],
  ])('refuses quiz text that hides characters, by the one text rule: %j', (input, msg) => {
    expect(readQuestion(input)).toMatchObject({ ok: false, msg });
  });

  it('keeps the new lines of an explanation and refuses a hidden character in a title', () => {
    const explained = readQuestion({ ...question, explanation: 'Two divides 2.\r\nTwo divides 4.' });
    expect(explained).toMatchObject({ ok: true, value: { explanation: 'Two divides 2.\nTwo divides 4.' } });
    expect(readQuizSettings({ title: 'Evens\u202E', afterLesson: 1 })).toMatchObject({
      ok: false,
      problem: { msg: TEXT_MSG },
    });
  });

  it('fills in the default pass mark and names the question at fault', () => {
    const quiz = { title: 'Evens', afterLesson: 2, questions: [question] };
    expect(readQuiz(quiz, [1, 2])).toMatchObject({ ok: true, value: { passPercent: 70 } });
    expect(readQuiz({ ...quiz, questions: [question, { ...question, kind: 'single' }] }, [1, 2])).toEqual({
      ok: false,
      problem: { msg: 'a single-choice question has exactly one correct option.', question: 2 },
    });
  });

  it('accepts every quiz of the seed catalogue', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '..', 'infra', 'seed', 'catalogue.json'), 'utf8'));
    let questions = 0;
    for (const course of file.courses as Array<{ lessons: { lesson: number }[]; quizzes?: unknown[] }>) {
      for (const quiz of course.quizzes ?? []) {
        const read = readQuiz(
          quiz,
          course.lessons.map((l) => l.lesson),
        );
        expect(read).toMatchObject({ ok: true });
        if (read.ok) questions += read.value.questions.length;
      }
    }
    expect(questions).toBeGreaterThan(100);
  });
});

describe('an attempt', () => {
  it('rounds the score down, so the shown per cent decides the pass', () => {
    expect(scorePercent(7, 10)).toBe(70);
    expect(scorePercent(2, 3)).toBe(66);
    expect(scorePercent(699, 1000)).toBe(69);
  });

  it('takes answers as lists of option ids per question id', () => {
    expect(attemptSchema({ answers: { q1: ['o1'], q2: [] } })).toEqual({
      ok: true,
      value: { answers: { q1: ['o1'], q2: [] } },
    });
    expect(attemptSchema({ answers: { 'q#1': ['o1'] } })).toMatchObject({ ok: false });
    expect(attemptSchema({ answers: { q1: 'o1' } })).toMatchObject({ ok: false });
  });
});
