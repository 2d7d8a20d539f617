import { MESSAGES, TIMING } from '@shared/constants';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { pressTwiceWhileBusy } from '../../../../../test/support/web/busy-submit';
import { learner, mockApi, renderPage } from '../../../../../test/support/web/requests-pages';
import CourseRequestPage from './course-request-page';

const SENT = "Thank you! We received your request and we'll get back to you soon.";
const PLAYLIST = 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email address'), 'meera@example.com');
  await user.type(screen.getByLabelText('Playlist Link'), PLAYLIST);
  await user.type(screen.getByLabelText('Message'), 'My data structures course.');
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the intro and prefills the name from the session', async () => {
  mockApi(learner, {});
  renderPage(<CourseRequestPage />);
  expect(
    await screen.findByText(
      "Want to add your course? Fill out the form below and we'll get back to you as soon as possible!",
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Meera Iyer');
  expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
});

it('alerts "Please fill all the fields!" and sends nothing when a field is empty', async () => {
  const calls = mockApi(learner, {});
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await user.type(await screen.findByLabelText('Email address'), 'meera@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
  expect(calls.map((c) => c.key)).not.toContain('POST /api/course/request');
});

it('sends the request, shows the server message, and hides it after 5 seconds', async () => {
  jest.useFakeTimers();
  const calls = mockApi(learner, { 'POST /api/course/request': () => [201, { msg: SENT }] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(<CourseRequestPage />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect(calls.find((c) => c.key === 'POST /api/course/request')?.body).toEqual({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    playlist: PLAYLIST,
    message: 'My data structures course.',
  });
  expect(screen.getByLabelText('Message')).toHaveValue('');

  act(() => jest.advanceTimersByTime(TIMING.requestBannerMs - 100));
  expect(screen.getByText(SENT)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText(SENT)).not.toBeInTheDocument();
});

it('keeps the focus on Send while the request goes, and a second Enter sends nothing', async () => {
  let answer: (reply: { status: number; body: unknown }) => void = () => {};
  const stored = new Promise<{ status: number; body: unknown }>((resolve) => {
    answer = resolve;
  });
  const calls = stubFetch((call) => {
    if (call.path === '/api/course/request') return stored;
    if (call.path === '/api/token/refresh') return { status: 200, body: learner };
    return { status: 404, body: { msg: 'Not found.' } };
  });
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await fillForm(user);
  await user.tab();
  const button = screen.getByRole('button', { name: 'Send' });
  await pressTwiceWhileBusy(button, 'Sending', user);
  answer({ status: 201, body: { msg: SENT } });
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/api/course/request')).toHaveLength(1);
  expect(button).toHaveFocus();
});

it('warns "Failed to submit your request!" when the answer is not 201', async () => {
  const warning = jest.spyOn(toast, 'warning');
  mockApi(learner, {
    'POST /api/course/request': () => [429, { msg: 'You can send up to 5 course requests a day.' }],
  });
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('You can send up to 5 course requests a day.')).toBeInTheDocument();
  expect(warning).toHaveBeenCalledWith('Failed to submit your request!');
});

it('explains a link that is not a YouTube playlist before sending it', async () => {
  const calls = mockApi(learner, {});
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await user.type(await screen.findByLabelText('Email address'), 'meera@example.com');
  await user.type(screen.getByLabelText('Playlist Link'), 'https://www.youtube.com/@somechannel');
  await user.type(screen.getByLabelText('Message'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(screen.getByRole('alert')).toHaveTextContent(/YouTube playlist or video link/);
  expect(calls.map((c) => c.key)).not.toContain('POST /api/course/request');
});
