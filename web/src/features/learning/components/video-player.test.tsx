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
  const frame = await screen.findByTitle('Video: Lesson 1, Why program?');
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
    expect(screen.queryByTitle('Video: Lesson 1, Why program?')).not.toBeInTheDocument();
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
    const frame = await screen.findByTitle('Video: Lesson 1, Why program?');
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
      expect(screen.queryByTitle('Video: Lesson 1, Why program?')).not.toBeInTheDocument();
      expect(fake().players).toEqual([]);
      expect(calls).toEqual([]);
      expect(onProblem).not.toHaveBeenCalled();
    },
  );
});

describe('a provider that cannot be reached (offline, or blocked on this network)', () => {
  const UNREACHABLE = "YouTube can't be reached from this network.";
  const apiScript = () =>
    document.head.querySelector<HTMLScriptElement>(`script[src="${LOCAL_PLAYER.iframeApi}"]`);
  /** The provider's player script does not arrive: the browser reports the load as failed. */
  async function scriptFails() {
    await waitFor(() => expect(apiScript()).not.toBeNull());
    act(() => {
      apiScript()!.dispatchEvent(new Event('error'));
    });
  }
  const tryAgain = () => within(problemBox()).getByRole('button', { name: /Try again|Trying again/ });

  // No API on the page: each player has to fetch its script.
  beforeEach(() => {
    delete (window as { YT?: unknown }).YT;
  });

  it("says so in place of the browser's error page, with Try again and YouTube, and reports nothing", async () => {
    const { onProblem } = renderPlayer();
    await screen.findByTitle('Video: Lesson 1, Why program?');
    await scriptFails();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(screen.queryByTitle('Video: Lesson 1, Why program?')).not.toBeInTheDocument();
    expect(tryAgain()).toHaveTextContent('Try again');
    expect(youTubeLink()).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8DvywoWv6fI');
    // The next lesson cannot be reached either.
    expect(within(problemBox()).queryByRole('button', { name: 'Next lesson' })).not.toBeInTheDocument();
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('Try again asks the provider again and, while it still does not answer, says so and keeps the focus', async () => {
    renderPlayer();
    await scriptFails();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(tryAgain()).toHaveTextContent('Trying again…');
    expect(tryAgain()).toHaveAttribute('aria-disabled', 'true');
    await scriptFails();
    await waitFor(() => expect(tryAgain()).toHaveTextContent('Try again'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${UNREACHABLE} Still no answer: check your connection, or try again later.`,
    );
    expect(tryAgain()).toHaveFocus();
  });

  it('Try again makes the player anew once the provider answers, and the learner is in it', async () => {
    renderPlayer();
    await scriptFails();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // The connection is back: the script arrives and the API gets ready.
    installFakeYouTube(window);
    act(() => (window as { onYouTubeIframeAPIReady?: () => void }).onYouTubeIframeAPIReady?.());
    const frame = await screen.findByTitle('Video: Lesson 1, Why program?');
    expect(screen.queryByRole('region', { name: 'Video unavailable' })).not.toBeInTheDocument();
    expect(frame).toHaveFocus();
    await waitFor(() => expect(fake().current()?.videoId).toBe('8DvywoWv6fI'));
  });

  it('keeps the plain embed when the script is only slow to get ready', async () => {
    jest.useFakeTimers();
    try {
      renderPlayer();
      await screen.findByTitle('Video: Lesson 1, Why program?');
      await waitFor(() => expect(apiScript()).not.toBeNull());
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.getByTitle('Video: Lesson 1, Why program?')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
