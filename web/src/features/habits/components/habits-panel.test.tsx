/**
 * The dashboard's weekly goal panel against stubbed answers: loading, empty and error states, the
 * goal ring and streak in words, the activity grid's text alternative, and the goal form's errors
 * (checked before sending, and the server's 400 under its field), with the browser's zone sent.
 */
import { addDays, GRID_DAYS, HABIT_MESSAGES, type HabitProgress, STREAK_RULE } from '@shared/habits';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { habitProgress } from '../../../../../test/support/web/habit-progress';
import { HabitsPanel } from './habits-panel';

const TODAY = '2026-11-27'; // a Friday

function progress(overrides: Partial<HabitProgress> = {}): HabitProgress {
  const { days } = habitProgress(TODAY);
  days[GRID_DAYS - 1] = { date: TODAY, lessons: 2, minutes: 14 };
  days[GRID_DAYS - 2] = { date: addDays(TODAY, -1), lessons: 0, minutes: 7 };
  days[GRID_DAYS - 3] = { date: addDays(TODAY, -2), lessons: 0, minutes: 3 };
  return habitProgress(TODAY, {
    timeZone: 'Europe/Berlin',
    thisWeek: { lessons: 2, minutes: 24 },
    streak: { current: 2, best: 9 },
    days,
    ...overrides,
  });
}

const withGoal = () =>
  progress({
    goal: {
      lessonsPerWeek: 5,
      reminderDay: 'sunday',
      reminderHour: 18,
      timeZone: 'Europe/Berlin',
      reminders: true,
    },
  });

function open(
  answer: (call: { path: string; method: string; body?: Record<string, unknown> }) => StubAnswer,
) {
  const calls = stubFetch(answer);
  render(<HabitsPanel />);
  return calls;
}

describe('the weekly goal panel', () => {
  it('shows the goal ring and the streak in words, with the streak rule', async () => {
    open(() => ({ status: 200, body: withGoal() }));
    expect(await screen.findByText('2 of 5 lessons this week')).toBeInTheDocument();
    expect(screen.getByText('Current streak:').parentElement).toHaveTextContent('Current streak: 2 days');
    expect(screen.getByText('Best:').parentElement).toHaveTextContent('Best: 9 days');
    expect(screen.getByText(STREAK_RULE)).toBeInTheDocument();
  });

  it('gives the activity grid a summary and a table naming each day with its figures', async () => {
    open(() => ({ status: 200, body: withGoal() }));
    expect(await screen.findByText('Active on 2 of the last 84 days.')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: /your activity, week by week/i });
    expect(within(grid).getAllByRole('row')).toHaveLength(8); // the weeks' heading row and 7 weekdays
    expect(within(grid).getByText('27 Nov 2026: 2 lessons, 14 minutes, active')).toBeInTheDocument();
    expect(within(grid).getByText('26 Nov 2026: 0 lessons, 7 minutes, active')).toBeInTheDocument();
    // Three minutes do not make a day active: it says so in words, not only by its shade.
    expect(within(grid).getByText('25 Nov 2026: 0 lessons, 3 minutes')).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: /monday/i })).toBeInTheDocument();
  });

  it('asks for a goal when there is none, and sends it with the browser’s time zone', async () => {
    const calls = open((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { msg: HABIT_MESSAGES.saved, progress: withGoal() } }
        : { status: 200, body: progress() },
    );
    expect(await screen.findByText('Set a weekly goal to track your streak.')).toBeInTheDocument();
    const user = userEvent.setup();
    const target = screen.getByRole('spinbutton', { name: 'Lessons each week' });
    await user.clear(target);
    await user.type(target, '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'friday');
    await user.click(screen.getByRole('button', { name: 'Set goal' }));

    expect(await screen.findByText('2 of 5 lessons this week')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/users/me/goal');
    expect(put.body).toEqual({
      lessonsPerWeek: 5,
      reminderDay: 'friday',
      reminderHour: 18,
      reminders: true,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('names a target out of range under its field before sending, and the server’s refusal too', async () => {
    const calls = open((call) =>
      call.method === 'PUT'
        ? { status: 400, body: { msg: HABIT_MESSAGES.minutesPerWeek } }
        : { status: 200, body: progress() },
    );
    const user = userEvent.setup();
    const target = await screen.findByRole('spinbutton', { name: 'Lessons each week' });
    await user.clear(target);
    await user.type(target, '60');
    await user.click(screen.getByRole('button', { name: 'Set goal' }));
    expect(screen.getByRole('spinbutton', { name: 'Lessons each week' })).toHaveAccessibleDescription(
      expect.stringContaining(HABIT_MESSAGES.lessonsPerWeek),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'minutes');
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes each week' });
    await user.clear(minutes);
    await user.type(minutes, '60');
    await user.click(screen.getByRole('button', { name: 'Set goal' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Minutes each week' })).toHaveAccessibleDescription(
        expect.stringContaining(HABIT_MESSAGES.minutesPerWeek),
      ),
    );
  });

  it('clears the goal from the change form', async () => {
    const calls = open((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { msg: HABIT_MESSAGES.cleared, progress: progress() } }
        : { status: 200, body: withGoal() },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change your goal or reminder' }));
    await user.click(screen.getByRole('button', { name: 'Clear goal' }));
    expect(await screen.findByText('Set a weekly goal to track your streak.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ goal: null });
  });

  it('says while it loads, and offers to try again when loading failed', async () => {
    let fail = true;
    open(() =>
      fail
        ? { status: 500, body: { msg: 'Something went wrong on our side.' } }
        : { status: 200, body: withGoal() },
    );
    expect(screen.getByRole('status', { name: 'Loading your weekly progress' })).toBeInTheDocument();
    expect(await screen.findByText('Your weekly progress could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 5 lessons this week')).toBeInTheDocument();
  });
});
