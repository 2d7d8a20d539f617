/**
 * The lesson's video, from the player source (YouTube's privacy-enhanced domain, no cookies until
 * it plays, or the local provider). The plain embed renders as soon as the source is known and
 * works on its own; when the IFrame API loads, it takes over the same iframe, so the player can
 * tell the second it is at, seek, and report pause, end and errors. A video that cannot play (the
 * provider raised an error, or the course answer marks the lesson unavailable) gives way to a
 * message saying why, with the ways on.
 */

import type { Lesson } from '@shared/types';
import type { PlayerSource } from '@shared/video-player';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { knownPlayerSource, loadPlayerSource } from '../video/player-source';
import { VideoProblemView } from '../video/video-problem';
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
export function embedUrl(source: PlayerSource, videoId: string, start: number, autoplay: boolean): string {
  const query = new URLSearchParams({ rel: '0', enablejsapi: '1', origin: window.location.origin });
  if (start >= 1) query.set('start', String(Math.floor(start)));
  if (autoplay) query.set('autoplay', '1');
  return `${source.embed}${encodeURIComponent(videoId)}?${query}`;
}

function embedFrame(
  source: PlayerSource,
  lesson: Pick<Lesson, 'link' | 'lesson' | 'lessonName'>,
  start: number,
  autoplay: boolean,
): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = 'player__frame';
  frame.src = embedUrl(source, lesson.link, start, autoplay);
  frame.title = `Video: Module ${lesson.lesson}, ${lesson.lessonName}`;
  frame.allow =
    'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.allowFullscreen = true;
  return frame;
}

interface Failure {
  /** The view of a lesson it happened in (see `viewOf`): another view tries the video afresh. */
  view: string;
  code: number;
  /** Whether the learner was in the video's frame, which the message replaces. */
  hadFocus: boolean;
}

const viewOf = (lesson: Lesson, start: number, autoplay: boolean) => `${lesson._id} ${start} ${autoplay}`;

export function VideoPlayer({
  lesson,
  start,
  autoplay,
  handleRef,
  onPlayback,
  next,
  onPlay,
  onProblem,
}: {
  lesson: Lesson;
  /** The second to open the video at. */
  start: number;
  autoplay: boolean;
  /** Filled while a video is mounted. */
  handleRef: RefObject<VideoHandle | null>;
  onPlayback?(event: PlaybackEvent): void;
  /** The lesson after this one, offered when the video cannot play. */
  next?: Lesson;
  onPlay(lesson: Lesson): void;
  /** The provider raised `code` for this lesson's video: called once per view of the lesson. */
  onProblem?(code: number): void;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const view = viewOf(lesson, start, autoplay);
  const failed = failure?.view === view ? failure : null;

  if (lesson.unavailable || failed) {
    return (
      <VideoProblemView
        cause={lesson.unavailable ? { unavailable: lesson.unavailable } : { code: failed!.code }}
        videoId={lesson.link}
        next={next}
        onPlay={onPlay}
        takeFocus={failed?.hadFocus}
      />
    );
  }
  return (
    <VideoFrame
      lesson={lesson}
      start={start}
      autoplay={autoplay}
      handleRef={handleRef}
      onPlayback={onPlayback}
      onError={(code, hadFocus) => {
        setFailure({ view, code, hadFocus });
        onProblem?.(code);
      }}
    />
  );
}

function VideoFrame({
  lesson,
  start,
  autoplay,
  handleRef,
  onPlayback,
  onError,
}: {
  lesson: Lesson;
  start: number;
  autoplay: boolean;
  handleRef: RefObject<VideoHandle | null>;
  onPlayback?(event: PlaybackEvent): void;
  onError(code: number, hadFocus: boolean): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const listeners = useRef({ onPlayback, onError });
  useEffect(() => {
    listeners.current = { onPlayback, onError };
  });

  const { link, lesson: number, lessonName } = lesson;
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let source: PlayerSource | undefined;
    let frame: HTMLIFrameElement | undefined;
    let opening = { start, autoplay };
    let created: YouTubePlayer | null = null;
    let ready: YouTubePlayer | null = null;
    let gone = false;
    let failed = false;
    handleRef.current = {
      position: () => (ready ? ready.getCurrentTime() : null),
      seekTo: (seconds) => {
        if (ready) {
          ready.seekTo(seconds, true);
          ready.playVideo();
        } else if (frame && source) frame.src = embedUrl(source, link, seconds, true);
        else opening = { start: seconds, autoplay: true };
      },
    };
    // The iframe is ours, not React's: the IFrame API wraps it and destroys it again.
    const mount = (known: PlayerSource) => {
      if (gone) return;
      source = known;
      const shown = embedFrame(known, { link, lesson: number, lessonName }, opening.start, opening.autoplay);
      frame = shown;
      container.replaceChildren(shown);
      void loadYouTubeApi(known.iframeApi).then((api) => {
        if (!api || gone) return;
        created = new api.Player(shown, {
          events: {
            onReady: ({ target }) => {
              ready = target;
            },
            onStateChange: ({ data }) => {
              const event = EVENTS[data];
              if (event) listeners.current.onPlayback?.(event);
            },
            onError: ({ data }) => {
              // The provider may repeat itself (a second play press); the learner hears it once.
              if (failed || gone) return;
              failed = true;
              listeners.current.onError(data, document.activeElement === shown);
            },
          },
        });
      });
    };
    // Known after the first video, so the next one is on screen at once.
    const known = knownPlayerSource();
    if (known) mount(known);
    else void loadPlayerSource().then(mount);
    return () => {
      gone = true;
      handleRef.current = null;
      created?.destroy();
      container.replaceChildren();
    };
  }, [link, number, lessonName, start, autoplay, handleRef]);

  return <div className="player" ref={host} />;
}
