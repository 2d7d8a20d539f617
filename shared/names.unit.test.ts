import { LIMITS, MESSAGES } from './constants';
import { cut } from './learning';
import { NAME_MSG, nameProblem, normaliseName } from './names';
import { registerSchema } from './validation';

// As the form sends it: no page to return to after verifying.
const form = { email: 'a@b.co', password: 'long enough', confirmPassword: 'long enough', redirect: '' };

describe('names other people see', () => {
  it.each([
    ['a right-to-left override', 'Asha \u202Eremmah'],
    ['a left-to-right embedding', 'Asha \u202ALearner'],
    ['bidi isolates', '\u2066Asha Learner\u2069'],
    ['only zero-width joiners', '\u200D\u200D\u200D\u200D\u200D'],
    ['only zero-width spaces', '\u200B\u200B\u200B\u200B\u200B'],
    ['a zero-width space inside', 'Asha\u200BLearner'],
    ['a NUL', 'Asha\u0000Learner'],
    ['a tab', 'Asha\tLearner'],
    ['a line break', 'Asha\nLearner'],
    ['a line separator', 'Asha\u2028Learner'],
    ['a byte order mark inside', 'Asha\uFEFFLearner'],
    ['Hangul fillers, which show as nothing', '\u3164\u3164\u3164\u3164\u3164'],
    ['only combining accents', '\u0301\u0301\u0301\u0301\u0301'],
    ['a private-use character', 'Asha \uE000 Learner'],
    ['a lone surrogate', 'Asha \uD800 Learner'],
  ])('refuses a name with %s', (_what, name) => {
    expect(nameProblem(normaliseName(name))).toBe(NAME_MSG);
    expect(registerSchema({ ...form, name })).toEqual({ ok: false, msg: NAME_MSG });
  });

  it.each([
    ['Hindi', 'प्रिया शर्मा'],
    ['Arabic', 'محمد عبد الله'],
    ['Persian, with a zero-width non-joiner inside a word', 'علی‌رضا احمدی'],
    ['Hebrew', 'דוד לוי'],
    ['Chinese', '王小明 Wang'],
    ['Japanese', '山田 太郎'],
    ['Korean', '김민준 Kim'],
    ['Russian', 'Анна Петрова'],
    ['Greek', 'Νίκος Παππάς'],
    ['Thai', 'สมชาย ใจดี'],
    ['Tamil', 'முருகன் ராஜா'],
    ['accented Latin', 'José Núñez'],
    ['accented Latin with an apostrophe', "Siobhán O'Brien"],
    ['Nordic letters', 'Zoë Ångström'],
  ])('accepts a name in %s as typed', (_script, name) => {
    expect(nameProblem(normaliseName(name))).toBeNull();
    expect(registerSchema({ ...form, name })).toEqual({ ok: true, value: { ...form, name } });
  });

  it('stores the NFC form, so a name typed with combining accents is the same text and length', () => {
    const typed = ' Rene\u0301e Dupont ';
    expect(normaliseName(typed)).toBe('Ren\u00E9e Dupont');
    expect(registerSchema({ ...form, name: typed })).toEqual({
      ok: true,
      value: { ...form, name: 'Ren\u00E9e Dupont' },
    });
  });

  it.each(['Li', 'Ana', 'Tom', 'A', '李', '👩🏽‍💻'])('accepts the short name %s', (name) => {
    expect(nameProblem(normaliseName(name))).toBeNull();
    expect(registerSchema({ ...form, name })).toEqual({ ok: true, value: { ...form, name } });
  });

  it('refuses a name with nothing in it, and a short one that shows nothing', () => {
    expect(registerSchema({ ...form, name: '   ' })).toEqual({ ok: false, msg: MESSAGES.invalidInputs });
    expect(registerSchema({ ...form, name: '\u200B' })).toEqual({ ok: false, msg: NAME_MSG });
    expect(registerSchema({ ...form, name: '\u202E' })).toEqual({ ok: false, msg: NAME_MSG });
  });

  it('counts a name in characters as people see them, however its accents were typed, up to 50', () => {
    const typed = 'Zoe\u0308 A\u030Angstro\u0308m-Nun\u0303ez'; // 18 characters, 22 code points
    const long = `${typed} ${typed} Li Ana Toma\u0301s`; // 50 characters, 59 code points
    expect(registerSchema({ ...form, name: long })).toEqual({
      ok: true,
      value: { ...form, name: long.normalize('NFC') },
    });
    expect(registerSchema({ ...form, name: `${long}s` })).toEqual({
      ok: false,
      msg: MESSAGES.invalidInputs,
    });
  });

  it('shortens a long name to 15 characters where space is tight, never through a character', () => {
    const name = 'Zoë Ångström-Nuñez 👩🏽‍💻 and more';
    expect(cut(name, LIMITS.displayName, '…')).toBe('Zoë Ångström-Nu…');
    expect(cut('Li', LIMITS.displayName, '…')).toBe('Li');
  });
});
