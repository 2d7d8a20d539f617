/**
 * The lesson's video, from the player source (YouTube's privacy-enhanced domain, no cookies until
 * it plays, or the local provider). The plain embed renders as soon as the source is known and
 * works on its own; when the IFrame API loads, it takes over the same iframe, so the player can
 * tell the second it is at, seek, and report pause, end and errors. A video that cannot play (the
 * provider raised an error, or the course answer marks the lesson unavailable) gives way to a
 * message saying why, with the ways on. When the provider cannot be reached at all (its player
 * script fails to load: offline, or blocked on this network), the player says so in place of the
 * browser's own error page, with "Try again" and "Open on YouTube".
 */

import type { PlayerSettings } from '@shared/preferences';
import type { Lesson } from '@shared/types';
import type { PlayerSource } from '@shared/video-player';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { knownPlayerSource, loadPlayerSource } from '../video/player-source';
import { ProviderUnreachable } from '../video/provider-unreachable';
import { VideoProblemView } from '../video/video-problem';
import type { ProblemCause } from '../video/video-problems';
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

/**
 * The embed address: `start` opens the video at that second, so resuming works even without the
 * API; `captions` turns them on from the start (`cc_load_policy`), as the API's module does later.
 */
export function embedUrl(
  source: PlayerSource,
  videoId: string,
  start: number,
  autoplay: boolean,
  captions = false,
): string {
  const query = new URLSearchParams({ rel: '0', enablejsapi: '1', origin: window.location.origin });
  if (start >= 1) query.set('start', String(Math.floor(start)));
  if (autoplay) query.set('autoplay', '1');
  if (captions) query.set('cc_load_policy', '1');
  return `${source.embed}${encodeURIComponent(videoId)}?${query}`;
}

function embedFrame(
  source: PlayerSource,
  lesson: Pick<Lesson, 'link' | 'lesson' | 'lessonName'>,
  start: number,
  autoplay: boolean,
  captions: boolean,
): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = 'player__frame';
  frame.src = embedUrl(source, lesson.link, start, autoplay, captions);
  frame.title = t('Video: Lesson {number}, {lesson}', { number: lesson.lesson, lesson: lesson.lessonName });
  frame.allow =
    'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.allowFullscreen = true;
  return frame;
}

/** What the frame reports: the provider's error code, or that the provider cannot be reached. */
type FrameFailure = { code: number } | { unreachable: true };

interface Failure {
  /** The view of a lesson it happened in (see `viewOf`): another view tries the video afresh. */
  view: string;
  /** The provider's error code, or that its player could not be loaded at all. */
  cause: FrameFailure;
  /** Whether the learner was in the video's frame, which the message replaces. */
  hadFocus: boolean;
}

const viewOf = (lesson: Lesson, start: number, autoplay: boolean) => `${lesson._id} ${start} ${autoplay}`;

/** What the video itself is given: the player passes it on to the frame. */
interface VideoProps {
  lesson: Lesson;
  /** The second to open the video at. */
  start: number;
  autoplay: boolean;
  /** Filled while a video is mounted. */
  handleRef: RefObject<VideoHandle | null>;
  onPlayback?(event: PlaybackEvent): void;
  /** Speed and captions, applied to every video as it gets ready and whenever they change. */
  settings?: Pick<PlayerSettings, 'playbackRate' | 'captions'>;
  /** The learner changed the speed in the provider's own menu. */
  onPlaybackRateChange?(rate: number): void;
}

const NO_SETTINGS: Pick<PlayerSettings, 'playbackRate' | 'captions'> = { playbackRate: 1, captions: false };

/** Puts the speed and captions on a ready player, each only when it differs or was never set. */
function applySettings(
  player: YouTubePlayer,
  settings: Pick<PlayerSettings, 'playbackRate' | 'captions'>,
  applied: { captions?: boolean },
): void {
  if (player.getPlaybackRate() !== settings.playbackRate) player.setPlaybackRate(settings.playbackRate);
  if (applied.captions === settings.captions) return;
  applied.captions = settings.captions;
  if (settings.captions) player.loadModule('captions');
  else player.unloadModule('captions');
}

export function VideoPlayer({
  next,
  onPlay,
  onProblem,
  ...video
}: VideoProps & {
  /** The lesson after this one, offered when the video cannot play. */
  next?: Lesson;
  onPlay(lesson: Lesson): void;
  /** The provider raised `code` for this lesson's video: called once per view of the lesson. */
  onProblem?(code: number): void;
}) {
  const { lesson, start, autoplay } = video;
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The view whose new player takes the focus: the learner pressed "Try again" and it worked. */
  const [focusView, setFocusView] = useState<string | null>(null);
  const view = viewOf(lesson, start, autoplay);
  const failed = failure?.view === view ? failure : null;

  const cause: ProblemCause | undefined = lesson.unavailable
    ? { unavailable: lesson.unavailable }
    : failed?.cause;

  if (cause && 'unreachable' in cause) {
    return (
      <ProviderUnreachable
        videoId={lesson.link}
        takeFocus={failed?.hadFocus}
        onReachable={() => {
          setFailure(null);
          setFocusView(view);
        }}
      />
    );
  }
  if (cause) {
    return (
      <VideoProblemView
        cause={cause}
        videoId={lesson.link}
        next={next}
        onPlay={onPlay}
        takeFocus={failed?.hadFocus}
      />
    );
  }
  return (
    <VideoFrame
      {...video}
      takeFocus={focusView === view}
      onError={(failedWith, hadFocus) => {
        setFailure({ view, cause: failedWith, hadFocus });
        // Only the video's own problems are reported; a network that blocks the provider is not one.
        if ('code' in failedWith) onProblem?.(failedWith.code);
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
  takeFocus,
  settings = NO_SETTINGS,
  onPlaybackRateChange,
}: VideoProps & {
  onError(failure: FrameFailure, hadFocus: boolean): void;
  /** The frame takes the focus when it appears (read once, when the frame is made). */
  takeFocus: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const listeners = useRef({ onPlayback, onError, takeFocus, onPlaybackRateChange, settings });
  useEffect(() => {
    listeners.current = { onPlayback, onError, takeFocus, onPlaybackRateChange, settings };
  });
  /** The player once the provider's API made it ready, and what was put on it. */
  const readyPlayer = useRef<{ player: YouTubePlayer; applied: { captions?: boolean } } | null>(null);

  // A change of the settings (a shortcut, the settings bar, another device) reaches the video playing.
  const { playbackRate, captions } = settings;
  useEffect(() => {
    const ready = readyPlayer.current;
    if (ready) applySettings(ready.player, { playbackRate, captions }, ready.applied);
  }, [playbackRate, captions]);

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
        } else if (frame && source)
          frame.src = embedUrl(source, link, seconds, true, listeners.current.settings.captions);
        else opening = { start: seconds, autoplay: true };
      },
    };
    // The iframe is ours, not React's: the IFrame API wraps it and destroys it again.
    const mount = (known: PlayerSource) => {
      if (gone) return;
      source = known;
      const shown = embedFrame(
        known,
        { link, lesson: number, lessonName },
        opening.start,
        opening.autoplay,
        listeners.current.settings.captions,
      );
      frame = shown;
      container.replaceChildren(shown);
      if (listeners.current.takeFocus) shown.focus();
      void loadYouTubeApi(known.iframeApi).then((load) => {
        if (gone) return;
        if ('failed' in load) {
          // Its script could not be fetched, so neither can its embed page: the frame would show
          // only the browser's error page. Late (`late`), the plain embed stays and may still play.
          if (load.failed === 'unreachable')
            listeners.current.onError({ unreachable: true }, document.activeElement === shown);
          return;
        }
        const { api } = load;
        created = new api.Player(shown, {
          events: {
            onReady: ({ target }) => {
              ready = target;
              // Captions asked for in the address are on already; the speed is set here.
              const applied = { captions: listeners.current.settings.captions || undefined };
              readyPlayer.current = { player: target, applied };
              applySettings(target, listeners.current.settings, applied);
            },
            onPlaybackRateChange: ({ data }) => {
              if (data !== listeners.current.settings.playbackRate)
                listeners.current.onPlaybackRateChange?.(data);
            },
            onStateChange: ({ data }) => {
              const event = EVENTS[data];
              if (event) listeners.current.onPlayback?.(event);
            },
            onError: ({ data }) => {
              // The provider may repeat itself (a second play press); the learner hears it once.
              if (failed || gone) return;
              failed = true;
              listeners.current.onError({ code: data }, document.activeElement === shown);
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
      readyPlayer.current = null;
      created?.destroy();
      container.replaceChildren();
    };
  }, [link, number, lessonName, start, autoplay, handleRef]);

  return <div className="player" ref={host} />;
}
