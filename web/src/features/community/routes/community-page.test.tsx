import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { FakeWebSocket } from '../../../../../test/support/fake-web-socket';
import { SessionProvider, useSession } from '../../auth/session';
import CommunityPage from './community-page';

const realWebSocket = globalThis.WebSocket;
const realFetch = globalThis.fetch;

function LogoutButton() {
  const { logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

/** The chat page for a logged-in learner, with its socket accepted by the fake server. */
async function openChat() {
  const view = render(
    <SessionProvider>
      <LogoutButton />
      <CommunityPage />
      <Toaster />
    </SessionProvider>,
  );
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const server = FakeWebSocket.latest();
  act(() => server.acceptConnection());
  return { view, server, sentChats: () => server.frames().filter((f) => f.action === 'send_chat') };
}

const box = () => screen.getByLabelText('Your message');

beforeEach(() => {
  FakeWebSocket.reset();
  globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  globalThis.fetch = jest.fn(async (path: string | URL | Request) => {
    const body = String(path).endsWith('/api/token/refresh')
      ? { loggedIn: true, name: 'Asha Learner', role: 'user' }
      : { msg: 'Logged out.' };
    return { status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.WebSocket = realWebSocket;
  globalThis.fetch = realFetch;
});

describe('the community page', () => {
  it('says "No messages yet!" until the history arrives, then shows each author and text', async () => {
    const { server } = await openChat();
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('No messages yet!')).toBeInTheDocument();
    expect(server.frames()[0]).toEqual({ action: 'history' });

    act(() =>
      server.receive({
        event: 'chat_history',
        data: [
          { user: 'Ben', message: 'Welcome!' },
          { user: 'Chen', message: '<img src=x onerror="alert(1)">' },
        ],
      }),
    );
    expect(within(log).queryByText('No messages yet!')).not.toBeInTheDocument();
    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['BenWelcome!', 'Chen<img src=x onerror="alert(1)">']);
    expect(log.querySelector('img')).toBeNull();

    act(() => server.receive({ event: 'chat', data: { user: 'Dara', message: 'Hello all' } }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getByText('Hello all')).toBeInTheDocument();
  });

  it('sends the trimmed message with Enter and empties the box', async () => {
    const { sentChats } = await openChat();
    await userEvent.type(box(), '  Hello everyone  {Enter}');
    expect(sentChats()).toEqual([{ action: 'send_chat', message: 'Hello everyone' }]);
    expect(box()).toHaveValue('');
  });

  it('sends with the Send button too, but never a blank message', async () => {
    const { sentChats } = await openChat();
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sentChats()).toEqual([]);
    await userEvent.type(box(), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sentChats()).toEqual([{ action: 'send_chat', message: 'Hi' }]);
  });

  it('counts the characters, and keeps a message over 200 but does not send it until shortened', async () => {
    const { sentChats } = await openChat();
    expect(box()).toHaveAttribute('placeholder', 'Type your message here');
    await userEvent.type(box(), 'Hi 👋');
    expect(screen.getByText(/4\/200/)).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'a'.repeat(205) } });
    expect(box()).toHaveValue('a'.repeat(205));
    const counter = screen.getByText(/205\/200/);
    expect(counter).toHaveClass('is-over');
    expect(counter).toHaveTextContent('A message can be at most 200 characters.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await userEvent.type(box(), '{Enter}');
    expect(sentChats()).toEqual([]);
    expect(box()).toHaveValue('a'.repeat(205));

    fireEvent.change(box(), { target: { value: 'a'.repeat(200) } });
    expect(screen.getByText(/200\/200/)).not.toHaveClass('is-over');
    await userEvent.click(send);
    expect(sentChats()).toEqual([{ action: 'send_chat', message: 'a'.repeat(200) }]);
  });

  it('counts in characters as the server does, whatever an emoji is made of', async () => {
    await openChat();
    const coder = '👩🏽‍💻';
    fireEvent.change(box(), { target: { value: coder.repeat(200) } });
    expect(screen.getByText(/200\/200/)).not.toHaveClass('is-over');
    fireEvent.change(box(), { target: { value: coder.repeat(201) } });
    expect(screen.getByText(/201\/200/)).toHaveClass('is-over');
  });

  it('shows a refusal from the server as a toast', async () => {
    const { server } = await openChat();
    act(() => server.receive({ event: 'error', data: { msg: 'You are sending messages too fast.' } }));
    expect(await screen.findByText('You are sending messages too fast.')).toBeInTheDocument();
  });

  it('says it is reconnecting while the connection is down, and keeps what was typed', async () => {
    const { server } = await openChat();
    await userEvent.type(box(), 'Half a thought');
    act(() => server.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting...');
    // Still focusable, so a learner on Send keeps their place.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(box()).toHaveValue('Half a thought');
  });

  it('disconnects when the learner logs out', async () => {
    const { server } = await openChat();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(server.closedWith).toBe(1000));
  });

  it('disconnects when the learner leaves the page', async () => {
    const { server, view } = await openChat();
    view.unmount();
    expect(server.closedWith).toBe(1000);
  });
});
