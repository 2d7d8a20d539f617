/**
 * Learners' own text (chat messages, notes) may look like markup; the page must show it as the
 * characters typed and never turn it into elements a browser would run or load.
 * test/integration/security.test.ts checks the server keeps the same text byte for byte.
 */
import type { Note } from '@shared/types';
import { render, screen } from '@testing-library/react';
import { stubFetch } from '../../../test/support/fetch-stub';
import { renderRoutes } from '../../../test/support/render-routes';
import { MessageList } from './community/components/message-list';
import { NotesPanel } from './learning/components/notes-panel';
import { ReviewItem } from './ratings/components/review-item';

const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';
const BOLD = '<b>bold</b>';
const SMUGGLED = 'script, img[src="x"], [onerror], b';

describe('text that looks like markup', () => {
  it('a chat message and a name holding tags are shown as text, with no element made of them', () => {
    const { container } = render(
      <MessageList
        rows={[
          {
            _id: '1748779200000-AAAAAAAA',
            user: BOLD,
            message: SCRIPT,
            createdAt: '2025-06-01T12:00:00.000Z',
          },
          {
            _id: '1748779201000-BBBBBBBB',
            user: 'Asha',
            message: IMAGE,
            createdAt: '2025-06-01T12:00:01.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText(SCRIPT)).toBeInTheDocument();
    expect(screen.getByText(IMAGE)).toBeInTheDocument();
    expect(screen.getByText(BOLD)).toBeInTheDocument();
    expect(container.querySelector(SMUGGLED)).toBeNull();
  });

  it('a course review and its author holding tags are shown as text', () => {
    const { container } = render(
      <ul>
        <ReviewItem
          review={{
            _id: 'r1',
            author: BOLD,
            stars: 2,
            review: `${SCRIPT}\n${IMAGE}`,
            createdAt: '2026-03-01T10:00:00.000Z',
            updatedAt: '2026-03-01T10:00:00.000Z',
            helpful: 0,
            mine: false,
            myHelpful: 0,
          }}
          reader={{ loggedIn: false, admin: false }}
          onChange={() => {}}
          onDeleted={() => {}}
        />
      </ul>,
    );
    expect(screen.getByText(BOLD)).toBeInTheDocument();
    expect(container.querySelector('.review__text')?.textContent).toBe(`${SCRIPT}\n${IMAGE}`);
    expect(container.querySelector(SMUGGLED)).toBeNull();
  });

  it('a note holding an image with an onerror handler is shown as text', async () => {
    const note: Note = { _id: 'n1', title: BOLD, content: IMAGE, lessonId: 'lesson-1', createdAt: '' };
    stubFetch(({ path }) =>
      path === '/api/note' ? { status: 200, body: [note] } : { status: 404, body: { msg: 'Not found.' } },
    );
    const notes = (
      <NotesPanel
        lesson={{ courseId: 'python', lessonId: 'lesson-1' }}
        lessonName="Why program?"
        position={() => null}
        onSeek={() => {}}
      />
    );
    const { container } = renderRoutes([{ path: '/', element: notes }], '/');
    expect(await screen.findByText(IMAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: BOLD })).toBeInTheDocument();
    expect(container.querySelector(SMUGGLED)).toBeNull();
  });
});
