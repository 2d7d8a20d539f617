import type { Lesson } from '@shared/types';
import { PLAYER_SOURCE_PATH } from '@shared/video-player';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeYouTubeOf, installFakeYouTube } from '../../../../../test/support/fake-youtube';
import { type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { type VideoHandle, VideoPlayer } from './video-player';

const LESSON: Lesson = { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' };
const NEXT: Lesson = { _id: 'lesson-2', lesson: 2, link: 'VQZXh3ogL5I', lessonName: 'Variables' };
/** The local stack's answer: its own provider's player. */
const LOCAL_PLAYER = { iframeApi: 'http://localhost:8010/iframe_api', embed: 'http://localhost:8010/embed/' };

const REMOVED = 'This video was removed by its owner on YouTube.';
const PRIVATE = "This video is private on YouTube, so it can't be played here.";
const NOT_EMBEDDABLE = "The owner of this video doesn't allow it to be played on other sites.";

const fake = () => fakeYouTubeOf(window);
let calls: StubCall[];

beforeEach(() => {
  installFakeYouTube(window);
  calls = stubFetch(({ path }) =>
    path === PLAYER_SOURCE_PATH ? { status: 200, body: LOCAL_PLAYER } : { status: 404, body: {} },
  );
});
afterEach(() => {
  delete (window as { YT?: unknown }).YT;
});

function renderPlayer({ lesson = LESSON, last = false }: { lesson?: Lesson; last?: boolean } = {}) {
  const onPlay = jest.fn();
  const onProblem = jest.fn();
  const handleRef: { current: VideoHandle | null } = { current: null };
  render(
    <VideoPlayer
      lesson={lesson}
      start={0}
      autoplay={false}
      handleRef={handleRef}
      next={last ? undefined : NEXT}
      onPlay={onPlay}
      onProblem={onProblem}
    />,
  );
  return { onPlay, onProblem };
}

/** The provider's player for the video on screen raises `code`. */
async function providerFails(code: number) {
  await waitFor(() => expect(fake().current()).toBeDefined());
  act(() => fake().current()!.fail(code));
}

const problemBox = () => screen.getByRole('region', { name: 'Video unavailable' });
const youTubeLink = () => within(problemBox()).queryByRole('link', { name: /Open on YouTube/ });

it("embeds the player the site names, so the local stack's provider plays offline", async () => {
  renderPlayer();
  const frame = await screen.findByTitle('Video: Module 1, Why program?');
  expect(frame.getAttribute('src')).toMatch(/^http:\/\/localhost:8010\/embed\/8DvywoWv6fI\?/);
});

describe('a video the provider cannot play', () => {
  it.each([
    [100, REMOVED, false],
    [101, NOT_EMBEDDABLE, true],
    [150, NOT_EMBEDDABLE, true],
    [2, "This lesson's video link isn't valid, so the video can't be played.", false],
    [5, "YouTube's player couldn't play this video in your browser. Reloading the page may help.", true],
    [153, "YouTube couldn't set up its player on this page. Reloading the page may help.", true],
    [9999, "This video can't be played here right now.", true],
  ])('error %i: says "%s" in place of the video', async (code, message, linked) => {
    renderPlayer();
    await providerFails(code);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTitle('Video: Module 1, Why program?')).not.toBeInTheDocument();
    expect(fake().current()).toBeUndefined();
    if (linked) {
      // A new tab, so the course stays open here.
      expect(youTubeLink()).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8DvywoWv6fI');
      expect(youTubeLink()).toHaveAttribute('target', '_blank');
      expect(youTubeLink()).toHaveAttribute('rel', 'noopener noreferrer');
    } else expect(youTubeLink()).not.toBeInTheDocument();
  });

  it('reports it once for the lesson, however often the provider repeats it', async () => {
    const { onProblem } = renderPlayer();
    await waitFor(() => expect(fake().current()).toBeDefined());
    const video = fake().current()!;
    // A second press on the provider's own play button raises the error again.
    act(() => {
      video.fail(150);
      video.fail(150);
    });
    act(() => video.fail(150));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_EMBEDDABLE);
    expect(onProblem.mock.calls).toEqual([[150]]);
  });

  it('offers the next lesson, and plays it', async () => {
    const { onPlay } = renderPlayer();
    await providerFails(100);
    await userEvent.click(within(problemBox()).getByRole('button', { name: 'Next lesson' }));
    expect(onPlay).toHaveBeenCalledWith(NEXT);
  });

  it('offers no next lesson after the last one', async () => {
    renderPlayer({ last: true });
    await providerFails(150);
    expect(within(problemBox()).queryByRole('button')).not.toBeInTheDocument();
    expect(youTubeLink()).toBeInTheDocument();
  });

  it('takes the focus of a learner who was in the video, which is gone', async () => {
    renderPlayer();
    const frame = await screen.findByTitle('Video: Module 1, Why program?');
    frame.focus();
    await providerFails(100);
    expect(problemBox()).toHaveFocus();
  });

  it('leaves the focus where it was when the learner was elsewhere', async () => {
    renderPlayer();
    await providerFails(100);
    expect(problemBox()).not.toHaveFocus();
  });
});

describe('a lesson the content check marks unavailable', () => {
  it.each([
    ['removed', REMOVED, false],
    ['private', PRIVATE, true],
    ['unembeddable', NOT_EMBEDDABLE, true],
  ] as const)(
    '%s: says so before loading anything, and reports nothing',
    async (unavailable, message, linked) => {
      const { onProblem } = renderPlayer({ lesson: { ...LESSON, unavailable } });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(youTubeLink() !== null).toBe(linked);
      expect(within(problemBox()).getByRole('button', { name: 'Next lesson' })).toBeInTheDocument();
      // Nothing of the video: no frame, no player, not even the question of which player to use.
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
      expect(screen.queryByTitle('Video: Module 1, Why program?')).not.toBeInTheDocument();
      expect(fake().players).toEqual([]);
      expect(calls).toEqual([]);
      expect(onProblem).not.toHaveBeenCalled();
    },
  );
});
