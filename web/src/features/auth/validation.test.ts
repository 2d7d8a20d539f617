import { registerSchema } from '@shared/validation';
import { type RegisterForm, registerFieldProblems, registerProblem } from './validation';

const good: RegisterForm = {
  name: 'Asha Learner',
  email: 'asha@example.com',
  password: 'a fine password',
  confirmPassword: 'a fine password',
};

// Edge cases of every rule: lengths at and past each bound (counted as people see characters),
// hidden characters, blank and malformed fields.
const variants: Array<Partial<RegisterForm>> = [
  {},
  { name: '' },
  { name: '    ' },
  { name: 'L' },
  { name: 'Li' },
  { name: 'x'.repeat(50) },
  { name: 'x'.repeat(51) },
  { name: '\u200B' },
  { name: '  Asha Learner  ' },
  { name: 'Asha \u202Eremmah' },
  { name: '\u200B\u200B\u200B\u200B\u200B' },
  { name: '👩🏽‍💻👩🏽‍💻👩🏽‍💻👩🏽‍💻👩🏽‍💻' },
  { email: '' },
  { email: 'asha@example' },
  { email: 'asha example.com' },
  { email: ` ${'a'.repeat(64)}@example.com ` },
  { email: `${'a'.repeat(250)}@e.co` },
  { password: 'x'.repeat(7), confirmPassword: 'x'.repeat(7) },
  { password: 'x'.repeat(8), confirmPassword: 'x'.repeat(8) },
  { password: 'x'.repeat(64), confirmPassword: 'x'.repeat(64) },
  { password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) },
  { password: '🔑'.repeat(8), confirmPassword: '🔑'.repeat(8) },
  { password: '        ', confirmPassword: '        ' },
  { confirmPassword: '' },
  { confirmPassword: 'another password' },
];

describe('the sign-up form rules', () => {
  it.each(variants)('refuse exactly what the server refuses: %p', (change) => {
    const form = { ...good, ...change };
    const problems = registerFieldProblems(form);
    expect(Object.keys(problems).length === 0).toBe(registerSchema(form).ok);
    expect(registerProblem(form) === null).toBe(registerSchema(form).ok);
  });

  it("summarise in the spec's words", () => {
    expect(registerProblem({ ...good, confirmPassword: 'another password' })).toBe(
      'Password & Confirm Password should be same!',
    );
    expect(registerProblem({ ...good, name: 'x'.repeat(51) })).toBe('Invalid inputs!');
    expect(registerProblem({ ...good, confirmPassword: '' })).toBe('Invalid inputs!');
  });
});
