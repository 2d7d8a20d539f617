import {
  ACCOUNT_MESSAGES,
  accountDeletionProblems,
  passwordChangeProblems,
  passwordChangeSchema,
  profileProblems,
  profileSchema,
} from './account';
import { MESSAGES } from './constants';
import { NAME_MSG } from './names';

describe('the account forms share their rules with the server', () => {
  it('takes a name by the rule of registration, trimmed and in NFC', () => {
    expect(profileSchema({ name: '  Zoe\u0301 Learner ' })).toEqual({
      ok: true,
      value: { name: 'Zoé Learner' },
    });
    expect(profileProblems({ name: '   ' })).toEqual({ name: ACCOUNT_MESSAGES.nameLength });
    expect(profileProblems({ name: 'Li' })).toEqual({});
    expect(profileProblems({ name: '👩🏽‍💻'.repeat(50) })).toEqual({});
    expect(profileProblems({ name: '👩🏽‍💻'.repeat(51) })).toEqual({ name: ACCOUNT_MESSAGES.nameLength });
    expect(profileProblems({ name: 'Evil\u202Eeman' })).toEqual({ name: NAME_MSG });
  });

  it('names every problem of the password form at its field, as the server refuses the first', () => {
    const form = { currentPassword: '', password: 'short', confirmPassword: 'other' };
    expect(passwordChangeProblems(form)).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordMissing,
      password: ACCOUNT_MESSAGES.newPasswordLength,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
    expect(passwordChangeSchema(form)).toEqual({ ok: false, msg: ACCOUNT_MESSAGES.currentPasswordMissing });
    const fine = {
      currentPassword: 'old one',
      password: ' spaces count ',
      confirmPassword: ' spaces count ',
    };
    expect(passwordChangeProblems(fine)).toEqual({});
    expect(passwordChangeSchema(fine)).toEqual({ ok: true, value: fine });
    expect(
      passwordChangeProblems({ ...fine, password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }),
    ).toEqual({
      password: ACCOUNT_MESSAGES.newPasswordLength,
    });
  });

  it('asks for the password before a deletion', () => {
    expect(accountDeletionProblems({ password: '' })).toEqual({ password: ACCOUNT_MESSAGES.passwordMissing });
    expect(accountDeletionProblems({ password: ' ' })).toEqual({});
  });
});
