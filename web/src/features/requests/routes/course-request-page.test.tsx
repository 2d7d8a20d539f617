import { MESSAGES, TIMING } from '@shared/constants';
import { PLAYLIST_LINK_MSG, TOPIC_OR_LINK_MSG } from '@shared/requests';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { pressTwiceWhileBusy } from '../../../../../test/support/web/busy-submit';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { type ApiRoutes, learner, mockApi, renderPage } from '../../../../../test/support/web/requests-pages';
import CourseRequestPage from './course-request-page';

const SENT = "Thank you! We received your request and we'll get back to you soon.";
const PLAYLIST = 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(await screen.findByLabelText('Email address'), 'meera@example.com', user);
  await fillIn(screen.getByLabelText('Playlist Link'), PLAYLIST, user);
  await fillIn(screen.getByLabelText('Message'), 'My data structures course.', user);
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The account's answer, where the form takes the learner's address from. */
const ACCOUNT: ApiRoutes = {
  'GET /api/users/me': () => [200, { name: 'Meera Iyer', email: 'meera@example.com' }],
};

/** The account's answer held until the test gives it, as on a slow connection. */
function accountAnsweredLater(): (reply: [number, unknown]) => void {
  let answer: (reply: [number, unknown]) => void = () => {};
  const account = new Promise<[number, unknown]>((resolve) => {
    answer = resolve;
  });
  mockApi(learner, { 'GET /api/users/me': () => account });
  return (reply) => answer(reply);
}

it('speaks to learners and creators, and prefills the name and the e-mail of the account', async () => {
  mockApi(learner, ACCOUNT);
  renderPage(<CourseRequestPage />);
  expect(
    await screen.findByText(/^Missing a course you want to learn from\? Tell us the topic/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/^Teaching on YouTube yourself\? Send us your playlist's link/),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Meera Iyer');
  const email = screen.getByLabelText('Email address');
  expect(email).toHaveAttribute('type', 'email');
  await waitFor(() => expect(email).toHaveValue('meera@example.com'));
  // Still the learner's to change: the answer may be wanted at another address.
  expect(email).not.toHaveAttribute('readonly');
});

it('keeps an address typed before the account answered', async () => {
  const answer = accountAnsweredLater();
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  const email = await screen.findByLabelText('Email address');
  await user.type(email, 'work@example.org');
  await act(async () => answer([200, { email: 'meera@example.com' }]));
  expect(email).toHaveValue('work@example.org');
});

it('leaves alone an empty address field the learner is in when the account answers', async () => {
  const answer = accountAnsweredLater();
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  const email = await screen.findByLabelText('Email address');
  // In the field, about to type: an address put in under the cursor would run into the typing.
  await user.click(email);
  await act(async () => answer([200, { email: 'meera@example.com' }]));
  expect(email).toHaveValue('');
  await user.keyboard('work@example.org');
  expect(email).toHaveValue('work@example.org');
});

it('alerts "Please fill all the fields!", marks each empty field, focuses the first and sends nothing', async () => {
  const calls = mockApi(learner, {});
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await fillIn(await screen.findByLabelText('Email address'), 'meera@example.com', user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
  const topic = screen.getByLabelText('Topic');
  const message = screen.getByLabelText('Message');
  expect(topic).toHaveAttribute('aria-invalid', 'true');
  expect(topic).toHaveAccessibleDescription(expect.stringContaining(TOPIC_OR_LINK_MSG));
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(message).toHaveAccessibleDescription('Message is required.');
  for (const fine of ['Name', 'Email address', 'Playlist Link'])
    expect(screen.getByLabelText(fine)).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(topic).toHaveFocus());
  expect(calls.map((c) => c.key)).not.toContain('POST /api/course/request');

  // Mending a field takes its mark away.
  await user.type(message, 'Hello');
  expect(message).not.toHaveAttribute('aria-invalid');
});

it('fills the topic with the words of an empty search, and sends it without a playlist link', async () => {
  const calls = mockApi(learner, { ...ACCOUNT, 'POST /api/course/request': () => [201, { msg: SENT }] });
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />, undefined, '?topic=quantum%20knitting');
  expect(await screen.findByLabelText('Topic')).toHaveValue('quantum knitting');
  await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('meera@example.com'));
  await fillIn(screen.getByLabelText('Message'), 'For beginners, please.', user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect(calls.find((c) => c.key === 'POST /api/course/request')?.body).toEqual({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    topic: 'quantum knitting',
    playlist: '',
    message: 'For beginners, please.',
  });
  expect(screen.getByLabelText('Topic')).toHaveValue('');
});

it('sends the request, shows the server message, and hides it after 5 seconds', async () => {
  jest.useFakeTimers();
  const calls = mockApi(learner, { 'POST /api/course/request': () => [201, { msg: SENT }] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(<CourseRequestPage />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  // The answer lands without moving the fake clock (waiting with findBy* would move it), so the
  // banner's 5 seconds are counted from the moment it shows. Reading the answer takes a few turns
  // of the event loop, more on a busy machine: turn it until the banner shows.
  const { setImmediate: nextTurn } = jest.requireActual<typeof import('timers')>('timers');
  for (let turn = 0; turn < 200 && !screen.queryByText(SENT); turn++)
    await act(() => new Promise<void>((resolve) => nextTurn(resolve)));

  expect(screen.getByText(SENT)).toBeInTheDocument();
  expect(calls.find((c) => c.key === 'POST /api/course/request')?.body).toEqual({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    topic: '',
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
    if (call.path.startsWith('/api/token/refresh')) return { status: 200, body: learner };
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

it('says the request was not sent and why, when the answer is not 201', async () => {
  const failed = jest.spyOn(toast, 'error');
  mockApi(learner, {
    'POST /api/course/request': () => [429, { msg: 'You can send up to 5 course requests a day.' }],
  });
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('You can send up to 5 course requests a day.')).toBeInTheDocument();
  expect(failed).toHaveBeenCalledWith(
    "Your request wasn't sent: you can send up to 5 course requests a day.",
  );
});

it('explains a link that is not a YouTube playlist before sending it', async () => {
  const calls = mockApi(learner, {});
  const user = userEvent.setup();
  renderPage(<CourseRequestPage />);
  await fillIn(await screen.findByLabelText('Email address'), 'meera@example.com', user);
  await fillIn(screen.getByLabelText('Playlist Link'), 'https://www.youtube.com/@somechannel', user);
  await fillIn(screen.getByLabelText('Message'), 'Hello', user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  const link = screen.getByLabelText('Playlist Link');
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(link).toHaveAccessibleDescription(expect.stringContaining(PLAYLIST_LINK_MSG));
  await waitFor(() => expect(link).toHaveFocus());
  expect(calls.map((c) => c.key)).not.toContain('POST /api/course/request');
});
