import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages, setCurrentLanguage } from '../../../i18n';
import { loadSharedMessages } from '../../../i18n/shared-messages';
import { AnswerForm } from './answer-form';

// The box runs the server's own rule before sending; its refusal must read in the page's language.
afterEach(() => setCurrentLanguage('en'));

const postEmpty = async () => {
  const onPost = jest.fn(async () => true);
  render(<AnswerForm busy={false} onPost={onPost} />);
  await userEvent.click(screen.getByRole('button'));
  return onPost;
};

it('refuses an empty answer in English on an English page', async () => {
  const onPost = await postEmpty();
  expect(screen.getByText('Your answer is required.')).toBeInTheDocument();
  expect(onPost).not.toHaveBeenCalled();
});

it('refuses an empty answer in Hindi on a Hindi page, the field named in Hindi too', async () => {
  setCurrentLanguage('hi');
  await Promise.all([loadMessages('hi', ['shell', 'discussion']), loadSharedMessages('hi')]);
  const onPost = await postEmpty();
  expect(screen.getByText('आपका जवाब ज़रूरी है।')).toBeInTheDocument();
  expect(screen.queryByText('Your answer is required.')).not.toBeInTheDocument();
  expect(onPost).not.toHaveBeenCalled();
});
