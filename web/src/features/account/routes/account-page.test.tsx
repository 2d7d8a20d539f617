import { ACCOUNT_MESSAGES, EXPORT_FILE_NAME } from '@shared/account';
import { MESSAGES } from '@shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { asLearner } from '../../../../../test/support/web-session';
import { AccountMenu } from '../../../app/account-menu';
import { SessionProvider } from '../../auth';
import { accountLoader } from '../loaders';
import AccountPage from './account-page';

const PROFILE = {
  _id: 'u1',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  role: 'user',
  createdAt: '2026-01-15T10:00:00.000Z',
};

type Reply = { status: number; body: unknown };

/** The account page at /account, with the account menu beside it, the API answered by `answers`. */
function openAccount(answers: Record<string, (call: StubCall) => Reply | Promise<Reply>> = {}) {
  const calls = stubFetch((call) => {
    const answer = answers[`${call.method} ${call.path}`];
    if (answer) return answer(call);
    if (call.path === '/api/users/me') return { status: 200, body: PROFILE };
    return { status: 200, body: {} };
  });
  asLearner(PROFILE.name);
  const router = renderRoutes(
    [
      {
        path: '/account',
        loader: accountLoader,
        element: (
          <SessionProvider>
            <AccountMenu />
            <AccountPage />
          </SessionProvider>
        ),
      },
      { path: '/', element: <p>Home page</p> },
    ],
    '/account',
  );
  return { calls, router, user: userEvent.setup() };
}

const sent = (calls: StubCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);

/** A reply that waits until `release` is called, to see the form while it saves. */
function held(reply: Reply) {
  let release = () => {};
  const answer = () => new Promise<Reply>((resolve) => (release = () => resolve(reply)));
  return { answer, release: () => release() };
}

beforeAll(() => {
  // jsdom has no modal dialogs: open and close set the attribute, as the browser does.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => jest.restoreAllMocks());

describe('the account page', () => {
  it('shows the four sections with the account as stored', async () => {
    openAccount();
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    for (const name of ['Profile', 'Password', 'Your data', 'Delete account'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText(PROFILE.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(PROFILE.name);
  });

  it('says LearnFree cannot be reached, with a way to try again, when the server fails', async () => {
    openAccount({ 'GET /api/users/me': () => ({ status: 503, body: { msg: 'Briefly unavailable.' } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach LearnFree right now.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('leads with the notice when mail to the address has stopped', async () => {
    const mailUndeliverable = { reason: 'bounce', at: '2026-03-01T10:00:00.000Z' };
    openAccount({ 'GET /api/users/me': () => ({ status: 200, body: { ...PROFILE, mailUndeliverable } }) });
    const notice = await screen.findByRole('region', { name: "We couldn't deliver mail to this address." });
    expect(within(notice).getByText(PROFILE.email)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Send me mail again' })).toBeInTheDocument();
  });
});

describe('the profile form', () => {
  it('shows a refused name next to the field and sends nothing', async () => {
    const { calls, user } = openAccount();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await fillIn(name, 'Ab'.repeat(26), user);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_MESSAGES.nameLength));
    await waitFor(() => expect(name).toHaveFocus());
    expect(sent(calls, 'PUT /api/users/me')).toEqual([]);
  });

  it('saves a new name, busy while it saves, and the account menu shows it at once', async () => {
    const success = jest.spyOn(toast, 'success');
    const reply = held({ status: 200, body: { name: 'Meera Rao', msg: ACCOUNT_MESSAGES.renamed } });
    const { calls, user } = openAccount({
      'PUT /api/users/me': reply.answer,
      'GET /api/token/refresh': () => ({
        status: 200,
        body: { loggedIn: true, name: 'Meera Rao', role: 'user' },
      }),
    });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await fillIn(name, 'Meera Rao', user);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    // Busy, the button keeps focus and ignores presses.
    const saving = screen.getByRole('button', { name: 'Saving' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await user.click(saving);
    reply.release();

    expect(await screen.findByRole('button', { name: 'Account menu for Meera Rao' })).toBeInTheDocument();
    expect(sent(calls, 'PUT /api/users/me')[0]!.body).toEqual({ name: 'Meera Rao' });
    // The session is refreshed, so the access token carries the new name too.
    await waitFor(() => expect(sent(calls, 'GET /api/token/refresh')).toHaveLength(1));
    expect(success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.renamed);
    expect(sent(calls, 'PUT /api/users/me')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save name' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('the password form', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    again = next,
  ) => {
    await fillIn(await screen.findByLabelText('Current password'), current, user);
    await fillIn(screen.getByLabelText('New password'), next, user);
    await fillIn(screen.getByLabelText('Confirm new password'), again, user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('marks every field the shared rules refuse, and sends nothing', async () => {
    const { calls, user } = openAccount();
    await fillIn(await screen.findByLabelText('New password'), 'short', user);
    await fillIn(screen.getByLabelText('Confirm new password'), 'other', user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.currentPasswordMissing,
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_MESSAGES.newPasswordLength),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      MESSAGES.passwordsDiffer,
    );
    expect(sent(calls, 'POST /api/users/me/password')).toEqual([]);
  });

  it("puts the server's refusal of the current password next to that field", async () => {
    const { user } = openAccount({
      'POST /api/users/me/password': () => ({ status: 400, body: { msg: ACCOUNT_MESSAGES.wrongPassword } }),
    });
    await fill(user, 'not it', 'a new secret 1');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
  });

  it('changes the password, empties the form and says what happened', async () => {
    const success = jest.spyOn(toast, 'success');
    const { calls, user } = openAccount({
      'POST /api/users/me/password': () => ({ status: 200, body: { msg: ACCOUNT_MESSAGES.passwordChanged } }),
    });
    await fill(user, 'old secret 1', 'a new secret 1');
    await waitFor(() => expect(success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.passwordChanged));
    expect(sent(calls, 'POST /api/users/me/password')[0]!.body).toEqual({
      currentPassword: 'old secret 1',
      password: 'a new secret 1',
      confirmPassword: 'a new secret 1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('your data', () => {
  it(`downloads the export as ${EXPORT_FILE_NAME}`, async () => {
    const created = jest.fn((_blob: Blob) => 'blob:export');
    URL.createObjectURL = created as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = openAccount({
      'GET /api/users/me/export': () => ({ status: 200, body: { profile: PROFILE, notes: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual([EXPORT_FILE_NAME]));
    const file = created.mock.calls[0]![0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file);
    });
    expect(JSON.parse(text)).toEqual({ profile: PROFILE, notes: [] });
  });
});

describe('deleting the account', () => {
  it('asks for the password, then confirms naming what will be lost, then lands home logged out', async () => {
    const { calls, router, user } = openAccount({
      'DELETE /api/users/me': () => ({ status: 200, body: { msg: ACCOUNT_MESSAGES.deleted } }),
      'GET /api/logout': () => ({ status: 200, body: { msg: 'Logged out.' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordMissing);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await fillIn(password, 'correct horse 1', user);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    expect(sent(calls, 'POST /api/users/me/deletion-check')[0]!.body).toEqual({
      password: 'correct horse 1',
    });
    expect(dialog).toHaveTextContent('your notes');
    expect(dialog).toHaveTextContent('Certificate not found.');
    expect(sent(calls, 'DELETE /api/users/me')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account and data' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(sent(calls, 'DELETE /api/users/me')[0]!.body).toEqual({ password: 'correct horse 1' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('keeps everything when the learner changes their mind', async () => {
    const { calls, user } = openAccount();
    await fillIn(await screen.findByLabelText('Your password'), 'correct horse 1', user);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(calls, 'DELETE /api/users/me')).toEqual([]);
  });

  it('checks the password before the confirmation opens: a wrong one shows next to its field, and no dialog', async () => {
    const { calls, user } = openAccount({
      'POST /api/users/me/deletion-check': () => ({
        status: 400,
        body: { msg: ACCOUNT_MESSAGES.wrongPassword },
      }),
    });
    await fillIn(await screen.findByLabelText('Your password'), 'not it', user);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongPassword));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(calls, 'DELETE /api/users/me')).toEqual([]);

    // Typing again clears the mark.
    await user.type(password, ' really');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('opens no confirmation when the password could not be checked, and says so', async () => {
    const error = jest.spyOn(toast, 'error');
    const { user } = openAccount({
      'POST /api/users/me/deletion-check': () => ({
        status: 429,
        body: { msg: 'Too many attempts, please wait a few minutes and try again.' },
      }),
    });
    await fillIn(await screen.findByLabelText('Your password'), 'correct horse 1', user);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "Your password wasn't checked: too many attempts, please wait a few minutes and try again.",
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still shows a wrong password from the deletion itself next to its field', async () => {
    const { user } = openAccount({
      'DELETE /api/users/me': () => ({ status: 400, body: { msg: ACCOUNT_MESSAGES.wrongPassword } }),
    });
    await fillIn(await screen.findByLabelText('Your password'), 'not it', user);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(await screen.findByRole('button', { name: 'Delete my account and data' }));
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongPassword));
    await waitFor(() => expect(password).toHaveFocus());
  });
});
