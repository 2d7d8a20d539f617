import type { ChatReports } from '@shared/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, learner, mockApi, renderPage } from '../../../../../test/support/web/requests-pages';
import { chatReportsLoader } from '../loaders';
import ReportsPage from './reports-page';

const rude = {
  _id: '1748779200000-AAAAAAAA',
  user: 'Ben Rude',
  message: 'you are all fools',
  createdAt: '2025-06-01T12:00:00.000Z',
};
const queue = (): ChatReports => ({
  reports: [
    {
      message: rude,
      reports: [
        { reporter: 'Asha Kind', reason: 'Insults everyone', reportedAt: '2025-06-01T12:01:00.000Z' },
        { reporter: 'Chen Calm', reason: 'Not nice', reportedAt: '2025-06-01T12:02:00.000Z' },
      ],
    },
  ],
  actions: [
    {
      _id: '1748779100000-BBBBBBBB',
      action: 'mute',
      by: 'Ada Admin',
      at: '2025-06-01T11:58:20.000Z',
      message: { ...rude, _id: '1748779000000-CCCCCCCC', message: 'earlier nonsense' },
      until: '2025-06-01T12:58:20.000Z',
    },
  ],
});

afterEach(() => jest.restoreAllMocks());

describe('the reported messages page', () => {
  it('shows an admin each reported message with every reason, and who did what in the log', async () => {
    mockApi(admin, { 'GET /api/chat/reports': () => [200, queue()] });
    renderPage(<ReportsPage />, chatReportsLoader);
    const entry = (await screen.findByText('you are all fools')).closest('li')!;
    expect(
      within(entry).getByRole('heading', { name: '2 reports on the message from Ben Rude' }),
    ).toBeInTheDocument();
    expect(within(entry).getByText(/Insults everyone/)).toBeInTheDocument();
    expect(within(entry).getByText(/Not nice/)).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Moderation log' });
    expect(log).toHaveTextContent(/Ada Admin muted Ben Rude until .*earlier nonsense/);
  });

  it('dismisses the reports of a message and loads the queue again', async () => {
    let dismissed = false;
    const calls = mockApi(admin, {
      'GET /api/chat/reports': () => [200, dismissed ? { ...queue(), reports: [] } : queue()],
      [`POST /api/chat/messages/${rude._id}/dismiss`]: () => {
        dismissed = true;
        return [200, { msg: 'The reports on this message were dismissed.' }];
      },
    });
    renderPage(<ReportsPage />, chatReportsLoader);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the reports on the message from Ben Rude' }),
    );
    await waitFor(() => expect(screen.queryByText('you are all fools')).not.toBeInTheDocument());
    expect(screen.getByText(/No open reports/)).toBeInTheDocument();
    expect(calls.map((c) => c.key).filter((key) => key.includes('/api/chat/'))).toEqual([
      'GET /api/chat/reports',
      `POST /api/chat/messages/${rude._id}/dismiss`,
      'GET /api/chat/reports',
    ]);
  });

  it('tells a learner the page is for admins, without asking the server for the reports', async () => {
    const calls = mockApi(learner, {});
    renderPage(<ReportsPage />, chatReportsLoader);
    expect(await screen.findByText('Only admins can see the reported messages.')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).not.toContain('GET /api/chat/reports');
  });
});

describe('reported course reviews on the same page', () => {
  const reported = {
    review: {
      _id: 'review-1',
      courseId: 'python',
      author: 'Ben Rude',
      stars: 1,
      review: 'Buy my course instead: spam.example',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      helpful: 0,
      mine: false,
      myHelpful: 0 as const,
    },
    reports: [{ reporter: 'Asha Kind', reason: 'Advertising', reportedAt: '2026-03-02T10:00:00.000Z' }],
  };

  it('shows each with its reasons, and deletes it only once confirmed, then loads the queue again', async () => {
    let deleted = false;
    const calls = mockApi(admin, {
      'GET /api/chat/reports': () => [200, { ...queue(), reviews: deleted ? [] : [reported] }],
      'DELETE /api/reviews/review-1': () => {
        deleted = true;
        return [200, { msg: 'The review was deleted.' }];
      },
    });
    renderPage(<ReportsPage />, chatReportsLoader);
    const section = await screen.findByRole('region', { name: 'Reported reviews' });
    const entry = within(section).getByText('Buy my course instead: spam.example').closest('li')!;
    expect(within(entry).getByRole('img', { name: '1 star out of 5' })).toBeInTheDocument();
    expect(within(entry).getByText(/Advertising/)).toBeInTheDocument();

    await userEvent.click(within(entry).getByRole('button', { name: 'Delete the review by Ben Rude' }));
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete the review by Ben Rude' }));
    await waitFor(() =>
      expect(within(section).getByText('No course review is reported.')).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.key.startsWith('DELETE'))).toEqual([
      { key: 'DELETE /api/reviews/review-1', body: undefined },
    ]);
  });

  it('dismisses the reports of a review', async () => {
    const calls = mockApi(admin, {
      'GET /api/chat/reports': () => [200, { ...queue(), reviews: [reported] }],
      'POST /api/reviews/review-1/dismiss': () => [200, { msg: 'The reports were dismissed.' }],
    });
    renderPage(<ReportsPage />, chatReportsLoader);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dismiss the reports on the review by Ben Rude' }),
    );
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/reviews/review-1/dismiss'));
  });
});
