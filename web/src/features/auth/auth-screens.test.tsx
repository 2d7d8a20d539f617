import { MESSAGES } from '@shared/constants';
import { NAME_MSG } from '@shared/names';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../test/support/fetch-stub';
import { renderRoutes, type TestRoute } from '../../../../test/support/render-routes';
import { pressTwiceWhileBusy } from '../../../../test/support/web/busy-submit';
import { fillIn } from '../../../../test/support/web/fill-in';
import { RequireLogin } from './guards';
import { resetLinkLoader, verifyLoader } from './loaders';
import LoginPage from './routes/login-page';
import RegisterPage from './routes/register-page';
import ResetPasswordPage from './routes/reset-password-page';
import VerifyPage from './routes/verify-page';
import { SessionProvider } from './session';

type Reply = { status: number; body: unknown };

/** Answers the app's fetches from a table of path → reply, and records what was asked. */
function serve(replies: Record<string, Reply>) {
  const calls: Array<{ path: string; body?: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[path] ?? { status: 401, body: { msg: 'Not logged in.' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
  return calls;
}

function renderAt(path: string, routes: TestRoute[]) {
  return renderRoutes(routes, path, undefined, SessionProvider);
}

const VERIFY_ROUTE = { path: '/users/:id/verify/:token', loader: verifyLoader, element: <VerifyPage /> };

const SIGN_UP = {
  Name: 'Asha Learner',
  Email: 'asha@example.com',
  Password: 'a fine password',
  'Confirm password': 'a fine password',
};

/** The sign-up page, with the API answered from `replies`; returns the calls made. */
function openSignUp(replies: Record<string, Reply> = {}) {
  const calls = serve(replies);
  renderAt('/register', [{ path: '/register', element: <RegisterPage /> }]);
  return calls;
}

/** The form says `message`, and no sign-up reaches the server. */
async function expectRefused(calls: ReturnType<typeof serve>, message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(calls.some((c) => c.path === '/api/register')).toBe(false));
}

/** Fills in a valid sign-up, field by field, with `changes` made to it. */
async function fillSignUp(changes: Partial<typeof SIGN_UP> = {}) {
  for (const [label, value] of Object.entries({ ...SIGN_UP, ...changes }))
    await fillIn(screen.getByLabelText(label), value);
}

describe('account screens', () => {
  it('sends a logged-out visitor of a protected page to login with the way back', async () => {
    serve({});
    const router = renderAt('/dashboard?tab=2', [
      { path: '/dashboard', element: <RequireLogin>dashboard</RequireLogin> },
      { path: '/login', element: <p>login page</p> },
    ]);
    await screen.findByText('login page');
    expect(router.location.pathname).toBe('/login');
    expect(router.location.search).toBe(`?redirect=${encodeURIComponent('/dashboard?tab=2')}`);
  });

  it('logs in and goes to the redirect target', async () => {
    serve({ '/api/login': { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } } });
    const router = renderAt('/login?redirect=%2Fplay%2Fabc', [
      { path: '/login', element: <LoginPage /> },
      { path: '/play/:id', element: <p>player</p> },
    ]);
    await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(screen.getByLabelText('Password'), 'a fine password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('player');
    expect(router.location.pathname).toBe('/play/abc');
  });

  it('clears the password and offers the e-mail hint when the account is not verified', async () => {
    serve({ '/api/login': { status: 403, body: { msg: MESSAGES.notVerified } } });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(screen.getByLabelText('Password'), 'a fine password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: "Can't find Email?" })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('offers to resend the verification link after an unverified login, for the address typed', async () => {
    const sent = 'If an account with this address is waiting for verification, a new link is on its way.';
    const calls = serve({
      '/api/login': { status: 403, body: { msg: MESSAGES.notVerified } },
      '/api/users/verify/resend': { status: 200, body: { msg: sent } },
    });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(screen.getByLabelText('Password'), 'a fine password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the verification link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users/verify/resend')?.body).toEqual({
      email: 'asha@example.com',
    });
  });

  it('offers to resend the link on a used or expired verification link, asking for the address', async () => {
    const sent = 'If an account with this address is waiting for verification, a new link is on its way.';
    const calls = serve({ '/api/users/verify/resend': { status: 200, body: { msg: sent } } });
    renderAt('/users/u1/verify/t1', [VERIFY_ROUTE]);
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeInTheDocument();
    await fillIn(screen.getByLabelText('Your e-mail address'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend the verification link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users/verify/resend')?.body).toEqual({
      email: 'asha@example.com',
    });
  });

  it('keeps every character of a long password and refuses one over 64 instead of cutting it', async () => {
    const calls = openSignUp();
    const long = 'x'.repeat(65);
    await fillIn(screen.getByLabelText('Name'), 'Asha Learner');
    await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
    // Pasted, as a password manager fills it.
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste(long);
    expect(screen.getByLabelText('Password')).toHaveValue(long);
    await userEvent.click(screen.getByLabelText('Confirm password'));
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectRefused(calls, MESSAGES.invalidInputs);
  });

  it('refuses mismatched passwords in the browser without calling the server', async () => {
    const calls = openSignUp();
    await fillSignUp({ 'Confirm password': 'another password' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectRefused(calls, MESSAGES.passwordsDiffer);
  });

  it('refuses a name that reverses text in the browser, with the server rule', async () => {
    const calls = openSignUp();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha \u202Eremmah' } });
    await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(screen.getByLabelText('Password'), 'a fine password');
    await fillIn(screen.getByLabelText('Confirm password'), 'a fine password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidInputs);
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(new RegExp(`^${NAME_MSG}`));
    expect(calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('keeps a name of any script whole, counting characters as people see them', async () => {
    openSignUp();
    const field = screen.getByLabelText(/^Name/);
    // `maxLength` counts UTF-16 units and would stop this 41-character name at 50 of its 80 units.
    expect(field).not.toHaveAttribute('maxlength');
    const part = 'प्रिया शर्मा वर्मा सिंह चौहान त्रिपाठी';
    const name = `${part} ${part} जी`;
    fireEvent.change(field, { target: { value: `${name} ${part}` } });
    // Nothing is cut: the 61-character name stays, and the field says what to change.
    expect(field).toHaveValue(`${name} ${part}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field).toHaveAccessibleDescription(/Use 1 to 50 characters \(this has 61\)/);
    fireEvent.change(field, { target: { value: name } });
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('states each rule beside its field and puts each problem under its own field', async () => {
    openSignUp();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/1 to 50 characters/);
    // The spec's words for the minimum, then the server's maximum.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '*Minimum 8 characters, at most 64',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ash'.repeat(17) } });
    await fillIn(screen.getByLabelText('Email'), 'asha@example');
    await fillIn(screen.getByLabelText('Password'), 'short');
    await fillIn(screen.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // The spec's message stays as the summary; focus goes to the first field to mend.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidInputs);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      /Use 1 to 50 characters \(this has 51\)/,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      /Enter an address like name@example.com/,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Use 8 to 64 characters \(this has 5\)/,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'This differs from the password above.',
    );
    // What was typed is all still there, passwords included.
    expect(screen.getByLabelText('Password')).toHaveValue('short');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('shorter');
    // Mending a field clears its error at once.
    await userEvent.type(screen.getByLabelText('Name'), '{backspace}');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the passwords when the server refuses the sign-up', async () => {
    openSignUp({
      '/api/register': { status: 429, body: { msg: 'Too many sign-ups from here. Try again later.' } },
    });
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Too many sign-ups from here. Try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('a fine password');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('a fine password');
  });

  it('keeps the focus on Sign up while the account is being made, and a second Enter sends nothing', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const registered = new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = resolve;
    });
    const calls = stubFetch((call) =>
      call.path === '/api/register' ? registered : { status: 401, body: { msg: 'Not logged in.' } },
    );
    renderAt('/register', [{ path: '/register', element: <RegisterPage /> }]);
    await fillSignUp();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Sign up' });
    await pressTwiceWhileBusy(button, 'Creating your account');
    // Refused, so the form stays (a sign-up that goes through replaces it with where the link went).
    answer({ status: 429, body: { msg: 'Too many sign-ups from here. Try again later.' } });
    await screen.findByText('Too many sign-ups from here. Try again later.');
    expect(calls.filter((call) => call.path === '/api/register')).toHaveLength(1);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('checks a new password with the server rule, counting an emoji as one character', async () => {
    const calls = serve({ '/api/users/u1/reset/t1': { status: 200, body: { msg: 'Valid link.' } } });
    renderAt('/users/u1/reset/t1', [
      { path: '/users/:id/reset/:token', loader: resetLinkLoader, element: <ResetPasswordPage /> },
    ]);
    // Four characters, eight UTF-16 units: too short for the server.
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      '*Minimum 8 characters, at most 64',
    );
    await fillIn(screen.getByLabelText('Password'), '🔑🔑🔑🔑');
    await fillIn(screen.getByLabelText('Confirm Password'), '🔑🔑🔑🔑');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.invalidInputs)).toBeInTheDocument();
    expect(calls.filter((call) => call.body !== undefined)).toEqual([]);
  });

  it.each([
    // A full address on this site, written into the address as is or encoded: the part after the origin.
    [`/login?redirect=${window.location.origin}/course/detail/abc?x=1#y`, '/course/detail/abc?x=1#y'],
    [
      `/login?redirect=${encodeURIComponent(`${window.location.origin}/course/detail/abc?x=1#y`)}`,
      '/course/detail/abc?x=1#y',
    ],
    [`/login?redirect=${encodeURIComponent('/course/detail/abc?x=1')}`, '/course/detail/abc?x=1'],
    // Anything that could lead elsewhere falls back to the dashboard.
    ['/login?redirect=https://evil.example/course/detail/abc', '/dashboard'],
    [`/login?redirect=${encodeURIComponent('//evil.example/course/detail/abc')}`, '/dashboard'],
    ['/login?redirect=%252F%252Fevil.example%252Fcourse', '/dashboard'],
    [`/login?redirect=${encodeURIComponent('/\\evil.example')}`, '/dashboard'],
    [`/login?redirect=${encodeURIComponent('javascript:alert(1)')}`, '/dashboard'],
    ['/login', '/dashboard'],
  ])('after logging in at %s, goes to %s', async (login, target) => {
    serve({ '/api/login': { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } } });
    const router = renderAt(login, [
      { path: '/login', element: <LoginPage /> },
      { path: '/course/detail/:id', element: <p>course</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ]);
    await fillIn(screen.getByLabelText('Email'), 'asha@example.com');
    await fillIn(screen.getByLabelText('Password'), 'a fine password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(target === '/dashboard' ? 'dashboard' : 'course');
    const { pathname, search, hash } = router.location;
    expect(pathname + search + hash).toBe(target);
  });

  it('carries a full address on this site through sign-up as the path after the origin', async () => {
    const calls = serve({ '/api/register': { status: 201, body: { msg: 'We sent a verification link.' } } });
    renderAt(`/register?redirect=${encodeURIComponent(`${window.location.origin}/course/id/dbms/detail`)}`, [
      { path: '/register', element: <RegisterPage /> },
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/course/id/dbms/detail')}`,
    );
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('We sent a link to a…@example.com.');
    // The server takes paths only; the address's origin never reaches it.
    expect(calls.find((c) => c.path === '/api/register')?.body).toMatchObject({
      redirect: '/course/id/dbms/detail',
    });
  });

  it('carries the way back from login through sign-up: the verification link will lead there', async () => {
    const from = '/course/id/dbms/detail';
    const calls = serve({ '/api/register': { status: 201, body: { msg: 'We sent a verification link.' } } });
    const router = renderAt(`/login?redirect=${encodeURIComponent(from)}`, [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(router.location.search).toBe(`?redirect=${encodeURIComponent(from)}`);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(from)}`,
    );
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('We sent a link to a…@example.com.');
    expect(calls.find((c) => c.path === '/api/register')?.body).toMatchObject({ redirect: from });
  });

  it('leaves out a way back that is not a path on this site', async () => {
    const calls = serve({ '/api/register': { status: 201, body: { msg: 'We sent a verification link.' } } });
    renderAt(`/register?redirect=${encodeURIComponent('//evil.example/x')}`, [
      { path: '/register', element: <RegisterPage /> },
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('We sent a link to a…@example.com.');
    expect(calls.find((c) => c.path === '/api/register')?.body).not.toHaveProperty('redirect');
  });

  it.each([
    ['/course/id/dbms/detail', `/login?redirect=${encodeURIComponent('/course/id/dbms/detail')}`],
    ['https://evil.example/', '/login'],
  ])('leads a verified address with the way back %s to %s', async (from, login) => {
    serve({ '/api/users/u1/verify/t1': { status: 200, body: { msg: MESSAGES.verified } } });
    renderAt(`/users/u1/verify/t1?redirect=${encodeURIComponent(from)}`, [VERIFY_ROUTE]);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', login);
  });
});
