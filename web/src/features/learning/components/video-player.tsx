/**
 * The lesson's video from the provider's privacy-enhanced domain (no cookies until it plays). The
 * plain embed renders at once and works on its own; when the IFrame API loads, it takes over the
 * same iframe, so the player can tell the second it is at, seek, and report pause and end.
 */
import type { Lesson } from '@shared/types';
import { type RefObject, useEffect, useRef } from 'react';
import { loadYouTubeApi, PLAYER_STATE, type YouTubePlayer } from '../video/youtube-api';

export type PlaybackEvent = 'playing' | 'paused' | 'ended';

/** What the rest of the player may ask of the video. */
export interface VideoHandle {
  /** The second the video is at, or null while the provider's API is not available. */
  position(): number | null;
  /** Jumps to `seconds` and plays from there. */
  seekTo(seconds: number): void;
}

const EVENTS: Record<number, PlaybackEvent> = {
  [PLAYER_STATE.playing]: 'playing',
  [PLAYER_STATE.paused]: 'paused',
  [PLAYER_STATE.ended]: 'ended',
};

/** The embed address: `start` opens the video at that second, so resuming works even without the API. */
export function embedUrl(videoId: string, start: number, autoplay: boolean): string {
  const query = new URLSearchParams({ rel: '0', enablejsapi: '1', origin: window.location.origin });
  if (start >= 1) query.set('start', String(Math.floor(start)));
  if (autoplay) query.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${query}`;
}

function embedFrame(
  lesson: Pick<Lesson, 'link' | 'lesson' | 'lessonName'>,
  start: number,
  autoplay: boolean,
): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = 'player__frame';
  frame.src = embedUrl(lesson.link, start, autoplay);
  frame.title = `Video: Module ${lesson.lesson}, ${lesson.lessonName}`;
  frame.allow =
    'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.allowFullscreen = true;
  return frame;
}

export function VideoPlayer({
  lesson,
  start,
  autoplay,
  handleRef,
  onPlayback,
}: {
  lesson: Lesson;
  /** The second to open the video at. */
  start: number;
  autoplay: boolean;
  /** Filled while a video is mounted. */
  handleRef: RefObject<VideoHandle | null>;
  onPlayback?(event: PlaybackEvent): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const listener = useRef(onPlayback);
  useEffect(() => {
    listener.current = onPlayback;
  });

  const { link, lesson: number, lessonName } = lesson;
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    // The iframe is ours, not React's: the IFrame API wraps it and destroys it again.
    const frame = embedFrame({ link, lesson: number, lessonName }, start, autoplay);
    container.replaceChildren(frame);
    let created: YouTubePlayer | null = null;
    let ready: YouTubePlayer | null = null;
    let gone = false;
    handleRef.current = {
      position: () => (ready ? ready.getCurrentTime() : null),
      seekTo: (seconds) => {
        if (ready) {
          ready.seekTo(seconds, true);
          ready.playVideo();
        } else frame.src = embedUrl(link, seconds, true);
      },
    };
    void loadYouTubeApi().then((api) => {
      if (!api || gone) return;
      created = new api.Player(frame, {
        events: {
          onReady: ({ target }) => {
            ready = target;
          },
          onStateChange: ({ data }) => {
            const event = EVENTS[data];
            if (event) listener.current?.(event);
          },
        },
      });
    });
    return () => {
      gone = true;
      handleRef.current = null;
      created?.destroy();
      container.replaceChildren();
    };
  }, [link, number, lessonName, start, autoplay, handleRef]);

  return <div className="player" ref={host} />;
}
