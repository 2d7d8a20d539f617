/**
 * Records where the learner is in the course, so any device resumes there: on pause, every 60 s
 * at most while playing, and when the page is hidden or left (with a request that outlives the
 * page). Pausing or leaving is exact; only a crash can lose the last minute. A write that would
 * move the point by less than 5 s is skipped, so a learner who pauses and plays costs little.
 * Choosing a lesson records its start; a lesson that played to its end records the next one's
 * start instead (course-player.tsx), and is not saved again at its last second, so moving on sticks.
 * Each save is an API call, a function run and a table write: a 10-minute lesson costs about ten.
 */
import type { ResumePoint } from '@shared/learning';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { learningApi, type PositionRef, savePositionOnExit } from '../api';
import type { PlaybackEvent, VideoHandle } from '../components/video-player';

export const SAVE_EVERY_MS = 60_000;
/** Closer than this to the last saved second, a write adds nothing for the learner. */
export const MIN_MOVE_SECONDS = 5;

export function useResumeRecorder(
  courseId: string,
  lessonId: string,
  video: RefObject<VideoHandle | null>,
  saved?: ResumePoint,
) {
  const last = useRef<ResumePoint | null>(saved ?? null);
  const lesson = useRef(lessonId);
  lesson.current = lessonId;
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  /** The lesson whose video reached its end (until it plays again). */
  const ended = useRef<string | null>(null);

  /** Saves sent and not answered yet: a page that closes meanwhile may cancel them. */
  const unanswered = useRef(0);

  const send = useCallback((point: PositionRef, leaving: boolean) => {
    last.current = { lastLessonId: point.lessonId, position: point.position };
    if (leaving) return savePositionOnExit(point);
    unanswered.current += 1;
    void learningApi.savePosition(point).finally(() => {
      unanswered.current -= 1;
    });
  }, []);

  /** Saves the video's current second, unless the API is missing or it barely moved. */
  const save = useCallback(
    (leaving: boolean) => {
      if (ended.current === lesson.current) return;
      const seconds = video.current?.position();
      if (seconds === null || seconds === undefined) return;
      const point = { courseId, lessonId: lesson.current, position: Math.floor(seconds) };
      const previous = last.current;
      // Leaving while a save is on its way, the page may cancel it: send the point again with a
      // request that outlives the page (a pause followed at once by closing the tab).
      const mayBeCancelled = leaving && unanswered.current > 0;
      if (
        !mayBeCancelled &&
        previous?.lastLessonId === point.lessonId &&
        Math.abs(previous.position - point.position) < MIN_MOVE_SECONDS
      )
        return;
      send(point, leaving);
    },
    [courseId, video, send],
  );

  const stopTicking = useCallback(() => {
    clearInterval(ticker.current);
    ticker.current = undefined;
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      stopTicking();
      // Leaving the player inside the app (e.g. to the dashboard) is leaving too.
      save(true);
    };
  }, [save, stopTicking]);

  const onPlayback = useCallback(
    (event: PlaybackEvent) => {
      if (event === 'playing') {
        ended.current = null;
        ticker.current ??= setInterval(() => save(false), SAVE_EVERY_MS);
        return;
      }
      stopTicking();
      if (event === 'paused') save(false);
      else ended.current = lesson.current;
    },
    [save, stopTicking],
  );

  /** Records the start of a lesson the learner moved to (once, however often it is asked). */
  const startLesson = useCallback(
    (nextLessonId: string) => {
      stopTicking();
      const previous = last.current;
      if (previous?.lastLessonId === nextLessonId && previous.position === 0) return;
      send({ courseId, lessonId: nextLessonId, position: 0 }, false);
    },
    [courseId, send, stopTicking],
  );

  return { onPlayback, startLesson, save };
}
