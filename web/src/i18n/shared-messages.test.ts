import { TEXT_MSG } from '@shared/text';
import { object, type Refusal, string } from '@shared/validation';
import { setCurrentLanguage } from './language';
import { loadSharedMessages, refusalMessage, sharedMessage } from './shared-messages';

const titled = object({ title: string({ max: 5 }) });

/** The shared rule's refusal of a title that is too long. */
function tooLongTitle(): Refusal {
  const checked = titled({ title: 'Too long a title' });
  if (checked.ok) throw new Error('the rule let a title over its limit through');
  return checked;
}

afterEach(() => setCurrentLanguage('en'));

it('shows a shared refusal as the English it was written in on an English page', () => {
  expect(refusalMessage(tooLongTitle())).toBe('title must be at most 5 characters.');
  expect(sharedMessage(TEXT_MSG)).toBe(TEXT_MSG);
});

it('shows it in Hindi on a Hindi page once the shared catalogue is in, with the field named in Hindi', async () => {
  setCurrentLanguage('hi');
  await loadSharedMessages();
  expect(refusalMessage(tooLongTitle())).toBe('टाइटल में ज़्यादा से ज़्यादा 5 अक्षर हो सकते हैं।');
  expect(sharedMessage(TEXT_MSG)).toMatch(/^सिर्फ़ दिखने वाले अक्षर/);
});

it('leaves a message the shared catalogue lacks in English rather than showing nothing', async () => {
  setCurrentLanguage('hi');
  await loadSharedMessages();
  expect(sharedMessage('Something only one area says.')).toBe('Something only one area says.');
});
