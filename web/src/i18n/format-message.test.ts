import { addMessages } from './catalogues';
import { formatMessage } from './format-message';
import { setCurrentLanguage } from './language';
import { t } from './translate';

const LESSONS = '{count, plural, =0 {No lessons yet} one {# lesson} other {# lessons}}';

afterEach(() => setCurrentLanguage('en'));

describe('a message with values', () => {
  it('fills each value in, numbers with the separators of the language', () => {
    expect(formatMessage('Hello, {name}!', { name: 'Asha' })).toBe('Hello, Asha!');
    expect(formatMessage('{count} learners', { count: 123456 })).toBe('123,456 learners');
    setCurrentLanguage('hi');
    expect(formatMessage('{count} लर्नर', { count: 123456 })).toBe('1,23,456 लर्नर');
  });

  it('keeps a placeholder without a value in sight, rather than dropping it', () => {
    expect(formatMessage('Hello, {name}!', {})).toBe('Hello, {name}!');
  });

  it('chooses the plural branch by the rules of the language', () => {
    expect(formatMessage(LESSONS, { count: 0 })).toBe('No lessons yet');
    expect(formatMessage(LESSONS, { count: 1 })).toBe('1 lesson');
    expect(formatMessage(LESSONS, { count: 1200 })).toBe('1,200 lessons');
    setCurrentLanguage('hi');
    // Hindi counts 0 and 1 alike ("one"); an exact branch still wins.
    const hindi = '{count, plural, =0 {अभी कोई लेसन नहीं} one {# लेसन} other {# लेसन}}';
    expect(formatMessage(hindi, { count: 0 })).toBe('अभी कोई लेसन नहीं');
    expect(formatMessage('{count, plural, one {एक: #} other {कई: #}}', { count: 0 })).toBe('एक: 0');
    expect(formatMessage(hindi, { count: 5 })).toBe('5 लेसन');
  });

  it('fills values inside a plural branch', () => {
    expect(
      formatMessage('{count, plural, one {# lesson by {name}} other {# lessons by {name}}}', {
        count: 2,
        name: 'Ravi',
      }),
    ).toBe('2 lessons by Ravi');
  });
});

describe('t', () => {
  it('shows the English id in English, and the translation in Hindi once its catalogue is loaded', () => {
    addMessages('hi', { 'Log in': 'लॉग इन करें', '{count} min ago': '{count} मिनट पहले' });
    expect(t('Log in')).toBe('Log in');
    setCurrentLanguage('hi');
    expect(t('Log in')).toBe('लॉग इन करें');
    expect(t('{count} min ago', { count: 5 })).toBe('5 मिनट पहले');
    // Not translated yet: English, rather than nothing.
    expect(t('Sign up')).toBe('Sign up');
  });
});

describe('the plural rules written out', () => {
  it('agree with the browser’s for both languages', () => {
    const message = '{n, plural, one {one} other {other}}';
    for (const n of [0, 1, 2, 5, 11, 21, 100, 0.5, 1.5]) {
      setCurrentLanguage('en');
      expect(`${n}: ${formatMessage(message, { n })}`).toBe(
        `${n}: ${new Intl.PluralRules('en-GB').select(n)}`,
      );
      setCurrentLanguage('hi');
      expect(`${n}: ${formatMessage(message, { n })}`).toBe(
        `${n}: ${new Intl.PluralRules('hi-IN').select(n)}`,
      );
    }
  });
});
