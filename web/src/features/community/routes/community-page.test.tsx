import { CHAT_REF_PATTERN } from '@shared/chat';
import { TEXT_MSG } from '@shared/text';
import type { ChatMessage } from '@shared/types';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { FakeWebSocket } from '../../../../../test/support/fake-web-socket';
import { type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { SessionProvider, useSession } from '../../auth';
import CommunityPage from './community-page';

const realWebSocket = globalThis.WebSocket;

function LogoutButton() {
  const { logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

let role: 'user' | 'admin' = 'user';
let calls: StubCall[] = [];

/** The chat page for a logged-in learner (or admin), with its socket accepted by the fake server. */
async function openChat() {
  const view = render(
    <MemoryRouter>
      <SessionProvider>
        <LogoutButton />
        <CommunityPage />
        <Toaster />
      </SessionProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const server = FakeWebSocket.latest();
  act(() => server.acceptConnection());
  // Each message goes with a random tag of the page's own (`ref`), checked where it matters.
  const sentChats = () =>
    server
      .frames()
      .filter((f) => f.action === 'send_chat')
      .map(({ ref: _, ...frame }) => frame);
  return { view, server, sentChats };
}

const box = () => screen.getByLabelText('Your message');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let next = 0;
const message = (user: string, text: string, createdAt = minutesAgo(0)): ChatMessage => ({
  _id: `${Date.parse(createdAt)}-msg${String(next++).padStart(5, '0')}`,
  user,
  message: text,
  createdAt,
});
const rowsOf = () => within(screen.getByRole('log')).queryAllByRole('listitem');
const textsOf = () => rowsOf().map((row) => row.querySelector('.chat__text')?.textContent);
/** What each row says of its delivery ("Sending…", "Not sent"), or null for a message of the room. */
const labelsOf = () =>
  rowsOf().map((row) => row.querySelector('.chat__delivery')?.textContent?.trim() ?? null);

/**
 * Sends `text` as the learner does, from the box with Send, and returns the tag the page gave it.
 * Events rather than userEvent's typing, which waits on timers, so it runs under fake timers too.
 * `field`: the box, when found before a long list made finding it by its label slow.
 */
function say(server: FakeWebSocket, text: string, field = box()): string {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.click(within(field.closest('form')!).getByRole('button', { name: 'Send' }));
  const frame = server
    .frames()
    .filter((f) => f.action === 'send_chat')
    .at(-1);
  expect(frame).toEqual({ action: 'send_chat', message: text, ref: expect.stringMatching(CHAT_REF_PATTERN) });
  return frame!.ref as string;
}

/** The room's copy of a message this page sent as `ref`, as the server delivers it. */
const copyOf = (text: string, ref: string, createdAt = minutesAgo(0)) => ({
  event: 'chat',
  data: { ...message('Asha Learner', text, createdAt), ref },
});

beforeEach(() => {
  role = 'user';
  FakeWebSocket.reset();
  globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  calls = stubFetch(({ path }) => {
    if (path.startsWith('/api/token/refresh'))
      return { status: 200, body: { loggedIn: true, name: 'Asha Learner', role } };
    if (path === '/api/chat/reports')
      return { status: 201, body: { msg: 'Thank you. An admin will look at this message.' } };
    if (path.startsWith('/api/chat/messages/'))
      return { status: 200, body: { msg: 'The message was deleted for everyone.' } };
    return { status: 200, body: { msg: 'Logged out.' } };
  });
});

afterEach(() => {
  globalThis.WebSocket = realWebSocket;
  jest.useRealTimers();
});

describe('the community page', () => {
  it('says "No messages yet!" until the history arrives, then shows each author, time and text', async () => {
    const { server } = await openChat();
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    // Relative times move on every half minute; only new messages are worth announcing.
    expect(log).toHaveAttribute('aria-relevant', 'additions');
    expect(within(log).getByText('No messages yet!')).toBeInTheDocument();
    expect(server.frames()[0]).toEqual({ action: 'history' });

    const welcome = message('Ben', 'Welcome!', minutesAgo(2));
    act(() =>
      server.receive({
        event: 'chat_history',
        data: [welcome, message('Chen', '<img src=x onerror="alert(1)">', minutesAgo(1))],
      }),
    );
    expect(within(log).queryByText('No messages yet!')).not.toBeInTheDocument();
    expect(textsOf()).toEqual(['Welcome!', '<img src=x onerror="alert(1)">']);
    const first = rowsOf()[0]!;
    expect(within(first).getByText('Ben')).toBeInTheDocument();
    const time = first.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', welcome.createdAt);
    expect(time.firstChild?.textContent).toBe('2 min ago');
    // The exact time is in the element that shows on hover and focus, and it can take focus.
    expect(time.querySelector('.chat__exact')?.textContent).toMatch(/\d/);
    expect(time).toHaveAttribute('tabindex', '0');
    expect(log.querySelector('img')).toBeNull();

    act(() => server.receive({ event: 'chat', data: message('Dara', 'Hello all') }));
    expect(textsOf()).toEqual(['Welcome!', '<img src=x onerror="alert(1)">', 'Hello all']);
  });

  it('shows each message once and in time order, however often and late it is delivered', async () => {
    const { server } = await openChat();
    const early = message('Ben', 'early', minutesAgo(3));
    const late = message('Chen', 'late', minutesAgo(1));
    act(() => server.receive({ event: 'chat_history', data: [late] }));
    act(() => server.receive({ event: 'chat', data: early }));
    act(() => server.receive({ event: 'chat', data: late }));
    act(() => server.receive({ event: 'chat', data: early }));
    expect(textsOf()).toEqual(['early', 'late']);
  });

  it('takes a message away as soon as an admin deletes it, without a reload', async () => {
    const { server } = await openChat();
    const doomed = message('Ben', 'something rude');
    act(() => server.receive({ event: 'chat_history', data: [doomed, message('Chen', 'kind words')] }));
    act(() => server.receive({ event: 'chat_deleted', data: { _id: doomed._id } }));
    expect(textsOf()).toEqual(['kind words']);
  });

  it('shows how many are online from the history and every message, and polls nothing', async () => {
    jest.useFakeTimers();
    const { server } = await openChat();
    expect(screen.queryByText(/online$/)).not.toBeInTheDocument();
    // The history and the count arrive together, in one frame.
    act(() =>
      server.receive([
        { event: 'chat_history', data: [] },
        { event: 'presence', data: { online: 12 } },
      ]),
    );
    expect(screen.getByText('12 online')).toBeInTheDocument();
    // Every message in the room brings the count along.
    act(() =>
      server.receive([
        { event: 'chat', data: message('Dara', 'Hello all') },
        { event: 'presence', data: { online: 13 } },
      ]),
    );
    expect(screen.getByText('13 online')).toBeInTheDocument();
    expect(textsOf()).toEqual(['Hello all']);

    // A quiet room costs one frame each 9 minutes: the keep-alive API Gateway needs, answered with
    // the count.
    const asked = () => server.frames().filter((f) => f.action === 'presence').length;
    act(() => jest.advanceTimersByTime(9 * 60_000 - 1));
    expect(asked()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(asked()).toBe(1);
    act(() => server.receive({ event: 'presence', data: { online: 9 } }));
    expect(screen.getByText('9 online')).toBeInTheDocument();
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

  it('says under the box when a message holds an invisible or text-direction character, and holds it', async () => {
    const { sentChats } = await openChat();
    fireEvent.change(box(), { target: { value: 'Read this \u202Eesrever ni' } });
    expect(box()).toHaveAccessibleDescription(expect.stringContaining(TEXT_MSG));
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    expect(sentChats()).toEqual([]);

    fireEvent.change(box(), { target: { value: 'I code 👩‍💻' } });
    expect(box()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(send);
    expect(sentChats()).toEqual([{ action: 'send_chat', message: 'I code 👩‍💻' }]);
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
    expect(
      await screen.findByText("Your last message wasn't sent: you are sending messages too fast."),
    ).toBeInTheDocument();
  });

  it('tells a muted learner until when, in their own time, and holds sending until then', async () => {
    const { server } = await openChat();
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    act(() =>
      server.receive({ event: 'error', data: { msg: 'An admin has muted you in the chat until …', until } }),
    );
    expect(
      await screen.findByText(
        /^Your message wasn't sent: an admin has muted you in the chat until .+\. You can write again then\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can read along until then/)).toBeInTheDocument();
    await fillIn(box(), 'Can I talk?');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets a learner report a message with a reason', async () => {
    const user = userEvent.setup();
    const { server } = await openChat();
    const rude = message('Ben', 'something rude');
    act(() => server.receive({ event: 'chat_history', data: [rude] }));
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report the message from Ben' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report', hidden: true }));
    expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent(/Please say why/);
    await fillIn(within(dialog).getByLabelText('Why should an admin look at it?'), 'Insults a learner', user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the report', hidden: true }));
    expect(await screen.findByText('Thank you. An admin will look at this message.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/chat/reports')).toEqual([
      {
        path: '/api/chat/reports',
        method: 'POST',
        body: { messageId: rude._id, reason: 'Insults a learner' },
      },
    ]);
  });

  it("offers no Report on the learner's own messages: from the history, or sent from this page", async () => {
    const { server } = await openChat();
    const reportButtons = () => screen.queryAllByRole('button', { name: /^Report/ });
    act(() =>
      server.receive({
        event: 'chat_history',
        data: [
          { ...message('Asha Learner', 'my earlier question', minutesAgo(2)), mine: true },
          // A namesake's message is still someone else's.
          message('Asha Learner', 'from another Asha', minutesAgo(1)),
        ],
      }),
    );
    expect(reportButtons()).toHaveLength(1);
    expect(within(rowsOf()[1]!).getByRole('button', { name: /^Report/ })).toBeInTheDocument();

    // The room's copy of what this page sent brings back the page's tag: no other frame says so.
    await fillIn(box(), 'a new question');
    await userEvent.keyboard('{Enter}');
    const [frame] = server.frames().filter((f) => f.action === 'send_chat');
    expect(frame).toEqual({ action: 'send_chat', message: 'a new question', ref: expect.any(String) });
    const ref = frame!.ref as string;
    expect(ref).toMatch(CHAT_REF_PATTERN);
    act(() => server.receive({ event: 'chat', data: { ...message('Asha Learner', 'a new question'), ref } }));
    // Someone else's copy with another tag stays someone else's.
    act(() =>
      server.receive({ event: 'chat', data: { ...message('Asha Learner', 'and another'), ref: 'x1' } }),
    );
    expect(textsOf()).toEqual(['my earlier question', 'from another Asha', 'a new question', 'and another']);
    expect(reportButtons()).toHaveLength(2);
    expect(within(rowsOf()[2]!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('gives an admin Delete and Mute instead of Report, and a deleted message leaves at once', async () => {
    role = 'admin';
    const user = userEvent.setup();
    const { server } = await openChat();
    const rude = message('Ben', 'something rude');
    act(() => server.receive({ event: 'chat_history', data: [rude, message('Chen', 'kind words')] }));
    expect(await screen.findByRole('link', { name: 'Reported messages' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mute the author of the message from Ben' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the message from Ben' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for everyone', hidden: true }));
    await waitFor(() => expect(textsOf()).toEqual(['kind words']));
    expect(calls.filter((c) => c.path.startsWith('/api/chat/messages/'))).toEqual([
      { path: `/api/chat/messages/${rude._id}`, method: 'DELETE' },
    ]);
  });

  it('says it is reconnecting while the connection is down, and keeps what was typed', async () => {
    const { server } = await openChat();
    await fillIn(box(), 'Half a thought');
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

  describe("the learner's own message, before the room's copy comes back", () => {
    it('shows at once at the end, marked as sending, and the copy takes over its row in its place by time', async () => {
      const { server } = await openChat();
      act(() => server.receive({ event: 'chat_history', data: [message('Ben', 'Welcome!', minutesAgo(2))] }));
      const ref = say(server, 'Hello all');
      expect(textsOf()).toEqual(['Welcome!', 'Hello all']);
      expect(labelsOf()).toEqual([null, 'Sending…']);
      const row = rowsOf()[1]!;
      expect(row).toHaveClass('chat__row--sending');
      expect(within(row).getByText('Asha Learner')).toBeInTheDocument();
      expect(within(row).getByText('just now')).toBeInTheDocument();
      // The learner's own, and unknown to the server yet: nothing to report.
      expect(within(row).queryAllByRole('button')).toEqual([]);

      // Another message delivered first goes above it: the learner's waits at the end.
      const chen = message('Chen', 'Hi Ben');
      act(() => server.receive({ event: 'chat', data: chen }));
      expect(textsOf()).toEqual(['Welcome!', 'Hi Ben', 'Hello all']);

      // Its copy, stored before Chen's and delivered in a batch with a retry of Chen's.
      const copy = copyOf('Hello all', ref, minutesAgo(0.5));
      act(() => server.receive([copy, { event: 'chat', data: chen }]));
      expect(textsOf()).toEqual(['Welcome!', 'Hello all', 'Hi Ben']);
      expect(labelsOf()).toEqual([null, null, null]);
      // The same row, moved to its place: nothing flickers, nothing shows twice.
      expect(rowsOf()[1]).toBe(row);
      expect(row).not.toHaveClass('chat__row--sending');
      expect(within(row).queryAllByRole('button')).toEqual([]);
      expect(
        within(rowsOf()[2]!).getByRole('button', { name: 'Report the message from Chen' }),
      ).toBeInTheDocument();

      // A worker's retry of the copy changes nothing.
      act(() => server.receive(copy));
      expect(textsOf()).toEqual(['Welcome!', 'Hello all', 'Hi Ben']);
      expect(rowsOf()[1]).toBe(row);
    });

    it('marks the message the server refuses as not sent, keeps its text, and Send again sends it with a new tag', async () => {
      const { server, sentChats } = await openChat();
      const first = say(server, 'first');
      const second = say(server, 'second');
      act(() => server.receive(copyOf('first', first)));
      act(() =>
        server.receive({
          event: 'error',
          data: { msg: 'You are sending messages too fast. Please wait a few seconds.', ref: second },
        }),
      );
      expect(
        await screen.findByText(
          "Your last message wasn't sent: you are sending messages too fast. Please wait a few seconds.",
        ),
      ).toBeInTheDocument();
      expect(textsOf()).toEqual(['first', 'second']);
      expect(labelsOf()).toEqual([null, 'Not sent']);
      const row = rowsOf()[1]!;
      expect(row).toHaveClass('chat__row--failed');
      const again = within(row).getByRole('button', { name: 'Send again' });
      // Another message not sent has its own Send again: the text tells them apart.
      expect(again).toHaveAccessibleDescription('second');

      await userEvent.click(again);
      expect(sentChats()).toEqual([
        { action: 'send_chat', message: 'first' },
        { action: 'send_chat', message: 'second' },
        { action: 'send_chat', message: 'second' },
      ]);
      const third = server.frames().at(-1)!.ref as string;
      expect(third).toMatch(CHAT_REF_PATTERN);
      expect(third).not.toBe(second);
      expect(rowsOf()[1]).toBe(row);
      expect(labelsOf()).toEqual([null, 'Sending…']);

      act(() => server.receive(copyOf('second', third)));
      expect(textsOf()).toEqual(['first', 'second']);
      expect(labelsOf()).toEqual([null, null]);
      expect(rowsOf()[1]).toBe(row);
    });

    it('marks the oldest message still sending as not sent when a refusal names none', async () => {
      const { server } = await openChat();
      say(server, 'one');
      say(server, 'two');
      act(() => server.receive({ event: 'error', data: {} }));
      // The text is kept, so the advice is no longer to write it again.
      expect(
        await screen.findByText("Your last message wasn't sent. Send it again from the list."),
      ).toBeInTheDocument();
      expect(textsOf()).toEqual(['one', 'two']);
      expect(labelsOf()).toEqual(['Not sent', 'Sending…']);

      act(() => server.receive({ event: 'error', data: { msg: 'Please type a message first.' } }));
      expect(labelsOf()).toEqual(['Not sent', 'Not sent']);
    });

    it("keeps a muted learner's refused message as not sent, and Send again waits as Send does", async () => {
      const { server } = await openChat();
      const ref = say(server, 'Can I talk?');
      const until = new Date(Date.now() + 10 * 60_000).toISOString();
      act(() =>
        server.receive({
          event: 'error',
          data: { msg: 'An admin has muted you in the chat until …', until, ref },
        }),
      );
      expect(
        await screen.findByText(/^Your message wasn't sent: an admin has muted you/),
      ).toBeInTheDocument();
      expect(labelsOf()).toEqual(['Not sent']);
      const again = screen.getByRole('button', { name: 'Send again' });
      expect(again).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(again);
      expect(server.frames().filter((f) => f.action === 'send_chat')).toHaveLength(1);
    });

    it('marks a message whose copy has not come back within 15 seconds as not sent; a late copy still takes its row', async () => {
      jest.useFakeTimers();
      const { server } = await openChat();
      const ref = say(server, 'anyone here?');
      act(() => jest.advanceTimersByTime(15_000 - 1));
      expect(labelsOf()).toEqual(['Sending…']);
      act(() => jest.advanceTimersByTime(1));
      expect(labelsOf()).toEqual(['Not sent']);
      expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();

      act(() => server.receive(copyOf('anyone here?', ref)));
      expect(textsOf()).toEqual(['anyone here?']);
      expect(labelsOf()).toEqual([null]);
      expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    });

    it('drops, when a history arrives after a reconnect, a message it holds as stored, and keeps the others sending', async () => {
      jest.useFakeTimers();
      const { server } = await openChat();
      const earlier = { ...message('Asha Learner', 'thanks', minutesAgo(5)), mine: true as const };
      const welcome = message('Ben', 'Welcome!', minutesAgo(3));
      act(() => server.receive({ event: 'chat_history', data: [earlier, welcome] }));
      say(server, 'thanks');
      say(server, 'are you there?');

      act(() => server.drop());
      act(() => jest.advanceTimersByTime(5_000));
      expect(FakeWebSocket.instances).toHaveLength(2);
      const again = FakeWebSocket.latest();
      act(() => again.acceptConnection());
      expect(again.frames()).toEqual([{ action: 'history' }]);
      // The second message was stored before the drop, its copy lost; the first never reached the
      // server. The earlier "thanks" was in the list already: it is no proof the new one was stored.
      const stored = { ...message('Asha Learner', 'are you there?'), mine: true as const };
      act(() => again.receive({ event: 'chat_history', data: [earlier, welcome, stored] }));
      expect(textsOf()).toEqual(['thanks', 'Welcome!', 'are you there?', 'thanks']);
      expect(labelsOf()).toEqual([null, null, null, 'Sending…']);
      expect(within(rowsOf()[2]!).queryAllByRole('button')).toEqual([]);

      // Its timer changes nothing once the history has shown it stored; the other one fails.
      act(() => jest.advanceTimersByTime(15_000));
      expect(labelsOf()).toEqual([null, null, null, 'Not sent']);
    });

    it('offers an admin no Delete or Mute on a message on its way or not sent', async () => {
      role = 'admin';
      const { server } = await openChat();
      act(() => server.receive({ event: 'chat_history', data: [message('Ben', 'Welcome!', minutesAgo(2))] }));
      expect(await screen.findByRole('link', { name: 'Reported messages' })).toBeInTheDocument();
      const ref = say(server, 'on my way');
      const row = rowsOf()[1]!;
      expect(labelsOf()).toEqual([null, 'Sending…']);
      expect(within(row).queryAllByRole('button')).toEqual([]);

      act(() => server.receive({ event: 'error', data: { msg: 'You are sending messages too fast.', ref } }));
      expect(
        within(row)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Send again']);

      await userEvent.click(within(row).getByRole('button', { name: 'Send again' }));
      const resent = server.frames().at(-1)!.ref as string;
      act(() => server.receive(copyOf('on my way', resent)));
      expect(rowsOf()[1]).toBe(row);
      // Once stored it is a message like any other to an admin.
      expect(
        within(row).getByRole('button', { name: 'Delete the message from Asha Learner' }),
      ).toBeInTheDocument();
    });

    it('counts a message on its way among the 500 rows the list keeps, newest last', async () => {
      const { server } = await openChat();
      const field = box();
      const history = Array.from({ length: 500 }, (_, i) =>
        message('Ben', `message ${i}`, minutesAgo(600 - i)),
      );
      act(() => server.receive({ event: 'chat_history', data: history }));
      // Plain selectors: queries by role or label over 500 rows take seconds.
      const rows = () => [...document.querySelectorAll<HTMLElement>('.chat__list > li')];
      const texts = () => rows().map((row) => row.querySelector('.chat__text')?.textContent);
      const ref = say(server, 'on my way', field);
      expect(rows()).toHaveLength(500);
      expect(texts()[0]).toBe('message 1');
      const row = rows()[499]!;
      expect(row).toHaveClass('chat__row--sending');

      act(() => server.receive(copyOf('on my way', ref)));
      expect(rows()).toHaveLength(500);
      expect(texts()[0]).toBe('message 1');
      expect(rows()[499]).toBe(row);
      expect(row).not.toHaveClass('chat__row--sending');
      expect(texts().filter((text) => text === 'on my way')).toHaveLength(1);
    });
  });
});
