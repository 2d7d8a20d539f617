import { MESSAGES } from '@shared/constants';
import { VERIFICATION_UNDELIVERABLE_MSG } from '@shared/mail-delivery';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, type StubCall, stubFetch } from '../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../test/support/render-routes';
import { fillIn } from '../../../../test/support/web/fill-in';
import { ENROL_AFTER_LOGIN, paths } from '../../config/paths';
import { maskedAddress } from './components/sign-up-done';
import LoginPage from './routes/login-page';
import RegisterPage from './routes/register-page';
import { SessionProvider } from './session';

const SENT = 'If an account with this address is waiting for verification, a new link is on its way.';
/** The course page a visitor's Enroll Now leads back to, with the wish to enrol. */
const ENROL = paths.enrolIn('dbms');

/** The login and sign-up pages at `path`, the API answered by `answers` (path → reply). */
function open(path: string, answers: Record<string, StubAnswer> = {}) {
  const calls = stubFetch(
    ({ path: asked }) => answers[asked] ?? { status: 401, body: { msg: 'Not logged in.' } },
  );
  const router = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/course/id/:id/detail', element: <p>course page</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    path,
    undefined,
    SessionProvider,
  );
  return { calls, router };
}

const sent = (calls: StubCall[], path: string) => calls.filter((call) => call.path === path);

async function signUp(email = 'asha@example.com') {
  await fillIn(screen.getByLabelText('Name'), 'Asha Learner');
  await fillIn(screen.getByLabelText('Email'), email);
  await fillIn(screen.getByLabelText('Password'), 'a fine password');
  await fillIn(screen.getByLabelText('Confirm password'), 'a fine password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

async function logIn(password = 'a fine password') {
  await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
  await fillIn(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('after sign-up', () => {
  const created = { '/api/register': { status: 201, body: { msg: 'We sent a verification link.' } } };

  it('says where the link went and what to do, instead of an empty form to sign up again', async () => {
    open('/register', created);
    await signUp();
    const done = await screen.findByText('We sent a link to a…@example.com.');
    // Read out, and where the focus now is: the form it was in is gone.
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox');
    expect(screen.getByText(/^Open your inbox/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends the link again to the address just used', async () => {
    const { calls } = open('/register', {
      ...created,
      '/api/users/verify/resend': { status: 200, body: { msg: SENT } },
    });
    await signUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the verification link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent(calls, '/api/users/verify/resend').map((call) => call.body)).toEqual([
      { email: 'asha@example.com' },
    ]);
  });

  it('tells a visitor on the way to enrol that the course opens after logging in', async () => {
    const { calls } = open(paths.registerFor(ENROL), {
      ...created,
      '/api/users/verify/resend': { status: 200, body: { msg: SENT } },
    });
    await signUp();
    expect(await screen.findByText(/we enrol you, and the course opens/)).toBeInTheDocument();
    // The verification link, a new one too, and the login after it lead back to the course with
    // the wish to enrol.
    expect(sent(calls, '/api/register')[0]?.body).toMatchObject({ redirect: ENROL });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login(ENROL));
    await userEvent.click(screen.getByRole('button', { name: 'Resend the verification link' }));
    await screen.findByText(SENT);
    expect(sent(calls, '/api/users/verify/resend')[0]?.body).toEqual({
      email: 'asha@example.com',
      redirect: ENROL,
    });
  });

  it.each([
    ['asha@example.com', 'a…@example.com'],
    ['ç@x.in', 'ç…@x.in'],
    ['😀abc@x.in', '😀…@x.in'],
  ])('shows %s as %s', (address, shown) => {
    expect(maskedAddress(address)).toBe(shown);
  });
});

describe('a failed login', () => {
  it('says why in the form, read out at once, and leaves the password to type again', async () => {
    open('/login', { '/api/login': { status: 401, body: { msg: 'Invalid email or password.' } } });
    await logIn('a wrong password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    // Inside the form, before its button: not in a corner of the window.
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement;
    expect(form).toContainElement(alert);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('announces the same message again after a second wrong password', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const second = new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = resolve;
    });
    let tries = 0;
    stubFetch(({ path }) => {
      if (path !== '/api/login') return { status: 401, body: {} };
      tries += 1;
      return tries === 1 ? { status: 401, body: { msg: 'Invalid email or password.' } } : second;
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login', undefined, SessionProvider);
    await logIn('wrong once');
    const first = await screen.findByRole('alert');
    await fillIn(screen.getByLabelText('Password'), 'wrong twice');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // While the second try runs the old message is gone, so the next one is a new alert.
    expect(first).not.toBeInTheDocument();
    answer({ status: 401, body: { msg: 'Invalid email or password.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('keeps the resend offer for an account not verified yet, with the way back', async () => {
    const { calls } = open(paths.login(ENROL), {
      '/api/login': { status: 403, body: { msg: MESSAGES.notVerified } },
      '/api/users/verify/resend': { status: 200, body: { msg: SENT } },
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notVerified);
    await userEvent.click(screen.getByRole('button', { name: 'Resend the verification link' }));
    await screen.findByText(SENT);
    expect(sent(calls, '/api/users/verify/resend')[0]?.body).toEqual({
      email: 'asha@example.com',
      redirect: ENROL,
    });
  });

  it('says the verification mail could not be delivered, offers no resend, and leads to sign-up', async () => {
    open('/login', { '/api/login': { status: 403, body: { msg: VERIFICATION_UNDELIVERABLE_MSG } } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't deliver the verification mail to this address",
    );
    expect(screen.queryByRole('button', { name: 'Resend the verification link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});

describe('a visitor on the way to enrol', () => {
  it('is offered sign-up as prominently as login', async () => {
    open(paths.login(ENROL));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Enrol in this course');
    const signUpLink = screen.getByRole('link', { name: 'Create a free account' });
    const logInButton = screen.getByRole('button', { name: 'Log in' });
    // The same size and colour as Log in, and before it.
    expect(signUpLink.className).toBe(logInButton.className);
    expect(signUpLink.compareDocumentPosition(logInButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(signUpLink).toHaveAttribute('href', paths.registerFor(ENROL));
    // No second, smaller sign-up link below.
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('goes back to the course with the wish to enrol once logged in', async () => {
    const { router } = open(paths.login(ENROL), {
      '/api/login': { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } },
    });
    await logIn();
    await screen.findByText('course page');
    expect(router.location.pathname + router.location.search).toBe(ENROL);
    // What tells the course page that the learner has just logged in to enrol, and may be enrolled.
    expect(router.location.state).toEqual(ENROL_AFTER_LOGIN);
  });

  it('keeps the usual login for anyone else', async () => {
    open(paths.login('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    expect(within(screen.getByText(/New here/)).getByRole('link')).toHaveAttribute(
      'href',
      paths.registerFor('/dashboard'),
    );
  });
});
