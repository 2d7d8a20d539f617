import { MESSAGES } from './constants';
import {
  email,
  firstCharacters,
  id,
  number,
  object,
  optional,
  registerSchema,
  resetPasswordSchema,
  string,
  textLength,
} from './validation';

describe('shared validation rules', () => {
  it('counts characters as people see them, so an emoji is one character', () => {
    expect(textLength('👩🏽‍💻')).toBe(1);
    expect(textLength('👍🏽')).toBe(1);
    expect(textLength('🇮🇳')).toBe(1);
    expect(textLength('Rene\u0301e')).toBe(5);
    expect(textLength('हिंदी')).toBe(2);
    expect(textLength('Asha Learner')).toBe(12);
  });

  it('applies every length rule in those characters', () => {
    const coders = '👩🏽‍💻👩🏽‍💻👩🏽‍💻';
    expect(string({ max: 3 })(coders, 'title')).toEqual({ ok: true, value: coders });
    expect(string({ max: 3 })(`${coders}!`, 'title')).toMatchObject({
      ok: false,
      msg: 'title must be at most 3 characters.',
    });
    expect(string({ min: 2, max: 3 })('👩🏽‍💻', 'title')).toMatchObject({
      ok: false,
      msg: 'title is too short.',
    });
  });

  it('cuts text to a number of characters without splitting one', () => {
    expect(firstCharacters('👩🏽‍💻👩🏽‍💻👩🏽‍💻', 2)).toBe('👩🏽‍💻👩🏽‍💻');
    expect(firstCharacters('Rene\u0301e', 4)).toBe('Rene\u0301');
    expect(firstCharacters('short', 10)).toBe('short');
  });

  it('trims text and refuses what is blank after trimming', () => {
    const field = string({ max: 10 });
    expect(field('  hi  ', 'title')).toEqual({ ok: true, value: 'hi' });
    expect(field('   ', 'title')).toMatchObject({ ok: false, msg: 'title is required.' });
  });

  it('refuses wrong types with a message naming the field', () => {
    const schema = object({ courseId: id(), lesson: number(1, 500) });
    expect(schema({ courseId: 42, lesson: 1 })).toMatchObject({ ok: false, msg: 'courseId must be text.' });
    expect(schema({ courseId: 'abc', lesson: '1' })).toMatchObject({
      ok: false,
      msg: 'lesson must be a number from 1 to 500.',
    });
    expect(schema(['abc'])).toEqual({ ok: false, msg: 'The request body must be a JSON object.' });
    expect(schema(null)).toEqual({ ok: false, msg: 'The request body must be a JSON object.' });
  });

  it('refuses ids that could not be ours (no key injection)', () => {
    expect(id()('COURSE#x', 'courseId').ok).toBe(false);
    expect(id()('a'.repeat(65), 'courseId').ok).toBe(false);
    expect(id()('stanford-cs229', 'courseId').ok).toBe(true);
  });

  it('fills optional fields with their default', () => {
    const schema = object({ title: optional(string({ max: 15 }), 'Untitled') });
    expect(schema({})).toEqual({ ok: true, value: { title: 'Untitled' } });
  });

  it('checks e-mail addresses', () => {
    expect(email()('learner@example.com', 'email').ok).toBe(true);
    expect(email()('learner@example', 'email').ok).toBe(false);
    expect(email()('two words@example.com', 'email').ok).toBe(false);
  });

  it('applies the register rules in the spec order: passwords first, then lengths', () => {
    const form = {
      name: 'A'.repeat(51),
      email: 'a@b.co',
      password: 'long enough',
      confirmPassword: 'different!',
    };
    expect(registerSchema(form)).toEqual({ ok: false, msg: MESSAGES.passwordsDiffer });
    expect(registerSchema({ ...form, confirmPassword: form.password })).toEqual({
      ok: false,
      msg: MESSAGES.invalidInputs,
    });
    expect(registerSchema({ ...form, name: 'Asha Learner', confirmPassword: form.password }).ok).toBe(true);
  });

  it('takes new passwords of 8 to 64 characters, emoji counted as one, and refuses longer ones whole', () => {
    const form = (password: string) => ({
      name: 'Asha Learner',
      email: 'a@b.co',
      password,
      confirmPassword: password,
    });
    for (const schema of [registerSchema, (f: ReturnType<typeof form>) => resetPasswordSchema(f)]) {
      expect(schema(form('🔑'.repeat(64))).ok).toBe(true);
      expect(schema(form('x'.repeat(64))).ok).toBe(true);
      expect(schema(form('🔑'.repeat(65)))).toEqual({ ok: false, msg: MESSAGES.invalidInputs });
      expect(schema(form('seven77'))).toEqual({ ok: false, msg: MESSAGES.invalidInputs });
    }
  });
});
