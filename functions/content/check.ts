/**
 * The content check. It reads every course with its lessons, asks the provider for each video once
 * (reported ones first, then those never checked, then the longest unchecked; 50 to a call),
 * records what it found, marks the lessons whose video cannot be played (`unavailable`), takes a
 * course whose every lesson is unavailable out of the catalogue and puts it back once one plays
 * again, compares each playlist course with its playlist, and mails the admins one digest of the
 * lessons newly found unplayable. What the day's quota or the run's time left unchecked comes first
 * next time. Runs daily as a worker, and at once for an admin (docs/content-health.md).
 */
import type { ContentCheckResult } from '../../shared/content';
import type { VideoProblem } from '../../shared/types';
import { isConditionFailure } from '../data/conditions';
import { type ContentCourse, readContentCourses } from '../data/content-courses';
import { deleteDrift, listDrift, type StoredDrift, saveDrift } from '../data/content-drift';
import { releaseLease, saveRun, takeLease } from '../data/content-runs';
import {
  deleteVideoChecks,
  getVideoCheck,
  lessonUse,
  readVideoChecks,
  saveVideoCheck,
  type VideoCheck,
} from '../data/content-videos';
import { providerQuota } from '../data/provider-quota';
import { newId } from '../lib/crypto';
import { Conflict } from '../lib/errors';
import { log } from '../lib/log';
import {
  IDS_PER_CALL,
  PlaylistsNeedAKey,
  ProviderStopped,
  type VideoFacts,
  type VideoProvider,
  VideoProviderRefused,
  videoProvider,
} from '../lib/video-provider';
import { inPool } from '../lib/video-provider/pool';
import { changeLessons } from './course-lessons';
import { type NewProblem, sendDigest } from './digest';
import { driftOf, type KnownState, visibleLessons, withVideoStates } from './lesson-rules';
import { afterCheck, checkOrder } from './video-states';

export const CHECK_RUNNING_MSG = 'A content check is running now. Please try again in a few minutes.';

/**
 * Videos given to the provider at a time: its four parallel calls of 50, then a look at the clock.
 * The first round is one call alone, so the front of the line (reported videos, those never
 * checked, those a stopped run left) gets the day's last unit rather than a call racing it.
 */
const VIDEOS_PER_ROUND = IDS_PER_CALL * 4;
/** Writes in flight at once. */
const WRITES_IN_FLIGHT = 16;
/** How long past its deadline a run may still hold the lease (its writes after the last call). */
const LEASE_MARGIN_MS = 5 * 60_000;
/** A run without a deadline (the local command) holds the lease this long at most. */
const UNBOUNDED_LEASE_MS = 60 * 60_000;

export interface CheckOptions {
  /** The provider to ask; by default the client with the table's quota ledger. */
  provider?: VideoProvider;
  /**
   * Epoch ms after which no more provider calls are started (the Lambda's time); what is left stays
   * first in line for the next run.
   */
  deadline?: number;
}

/** Runs the check unless another run holds the lease (409 then). */
export async function runContentCheck(options: CheckOptions = {}): Promise<ContentCheckResult> {
  const runId = newId();
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  const leaseUntil = Number.isFinite(deadline) ? deadline + LEASE_MARGIN_MS : Date.now() + UNBOUNDED_LEASE_MS;
  if (!(await takeLease(runId, leaseUntil))) throw new Conflict(CHECK_RUNNING_MSG);
  try {
    return await check(options.provider ?? videoProvider({ ledger: providerQuota() }), deadline);
  } finally {
    await releaseLease(runId);
  }
}

/** The visible lessons using each video, as `<courseId>#<lessonId>`: each video is asked for once. */
function usesOf(courses: readonly ContentCourse[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const course of courses) {
    for (const lesson of visibleLessons(course.lessons)) {
      const list = uses.get(lesson.link) ?? [];
      list.push(lessonUse(course._id, lesson._id));
      uses.set(lesson.link, list);
    }
  }
  return uses;
}

/** Asks for the videos in `order`, a round at a time, until done, stopped, or past the deadline. */
async function askProvider(
  provider: VideoProvider,
  order: readonly string[],
  deadline: number,
): Promise<{ found: VideoFacts[]; unchecked: string[] }> {
  const found: VideoFacts[] = [];
  for (let start = 0; start < order.length; ) {
    if (Date.now() >= deadline) {
      log.warn('content check out of time', { unchecked: order.length - start });
      return { found, unchecked: order.slice(start) };
    }
    const end = start + (start === 0 ? IDS_PER_CALL : VIDEOS_PER_ROUND);
    const answer = await provider.videos(order.slice(start, end));
    found.push(...answer.found);
    if (answer.unchecked.length > 0) return { found, unchecked: [...answer.unchecked, ...order.slice(end)] };
    start = end;
  }
  return { found, unchecked: [] };
}

/** Stores what the provider said of a video; a report that came in meanwhile is read and kept. */
async function storeCheck(
  fact: VideoFacts,
  read: VideoCheck | null,
  now: string,
  uses: readonly string[],
): Promise<VideoCheck> {
  let previous = read;
  for (let attempt = 0; ; attempt++) {
    const next = afterCheck(previous, fact, now, uses);
    try {
      await saveVideoCheck(next, previous);
      return next;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 3) throw error;
      previous = await getVideoCheck(fact.videoId);
    }
  }
}

/** A problem as lessons carry it; a video only reported, or never checked, leaves the lesson as it was. */
const knownState =
  (checks: ReadonlyMap<string, VideoCheck>): KnownState =>
  (videoId) => {
    const state = checks.get(videoId)?.state;
    if (state === undefined || state === 'reported') return undefined;
    return state === 'ok' ? null : (state as VideoProblem);
  };

/** Marks the course's lessons as the videos' states say; answers what became unplayable, and its problems now. */
async function markLessons(
  course: ContentCourse,
  stateOf: KnownState,
  secondsOf: (videoId: string) => number | undefined,
): Promise<{ added: NewProblem[]; problems: number }> {
  const changed = await changeLessons(course, (lessons) => {
    const { lessons: next, newProblems } = withVideoStates(lessons, stateOf, secondsOf);
    return { lessons: next, result: newProblems };
  });
  if (!changed) return { added: [], problems: 0 };
  const { course: now, result } = changed;
  return {
    added: result.map((lesson) => ({
      courseName: now.name,
      lesson: lesson.lesson,
      lessonName: lesson.lessonName,
      link: lesson.link,
      problem: lesson.unavailable!,
    })),
    problems: visibleLessons(now.lessons).filter((lesson) => lesson.unavailable).length,
  };
}

/**
 * Compares each playlist course with its playlist, while the quota and the time last. Without a
 * key (oEmbed knows no playlists) there is no drift to find.
 */
async function checkDrift(
  provider: VideoProvider,
  courses: readonly ContentCourse[],
  stored: readonly StoredDrift[],
  now: string,
  deadline: number,
): Promise<void> {
  const storedIds = new Set(stored.map((drift) => drift.courseId));
  const playlistCourses = courses.filter((course) => course.playlistId);
  for (const course of playlistCourses) {
    if (Date.now() >= deadline) return;
    let playlist: Awaited<ReturnType<VideoProvider['playlist']>>;
    try {
      playlist = await provider.playlist(course.playlistId!);
    } catch (error) {
      if (error instanceof PlaylistsNeedAKey || error instanceof ProviderStopped) {
        log.warn('playlist drift not checked', { reason: error.name, courses: playlistCourses.length });
        return;
      }
      // YouTube refused this one playlist's call: the others may still be read.
      if (error instanceof VideoProviderRefused) continue;
      throw error;
    }
    // A playlist the provider no longer knows: its course is left as it is, its lessons are checked.
    if (!playlist) continue;
    const { added, removed } = driftOf(course.lessons, playlist.items);
    if (added.length > 0 || removed.length > 0) {
      await saveDrift({ courseId: course._id, courseName: course.name, added, removed, checkedAt: now });
    } else if (storedIds.has(course._id)) {
      await deleteDrift(course._id);
    }
  }
  const current = new Set(playlistCourses.map((course) => course._id));
  await Promise.all([...storedIds].filter((id) => !current.has(id)).map(deleteDrift));
}

async function check(provider: VideoProvider, deadline: number): Promise<ContentCheckResult> {
  const started = Date.now();
  const now = new Date(started).toISOString();
  const [courses, checks, drift] = await Promise.all([readContentCourses(), readVideoChecks(), listDrift()]);
  const uses = usesOf(courses);
  const { found, unchecked } = await askProvider(provider, checkOrder(uses.keys(), checks), deadline);

  const latest = new Map(checks);
  await inPool(found.length, WRITES_IN_FLIGHT, async (index) => {
    const fact = found[index]!;
    latest.set(
      fact.videoId,
      await storeCheck(fact, checks.get(fact.videoId) ?? null, now, uses.get(fact.videoId) ?? []),
    );
  });
  // Videos no lesson shows any more are forgotten, so the health list holds no stale problem.
  const gone = [...checks.keys()].filter((videoId) => !uses.has(videoId));
  await deleteVideoChecks(gone);

  const seconds = new Map(
    found.flatMap((fact) => (fact.seconds ? [[fact.videoId, fact.seconds] as const] : [])),
  );
  const stateOf = knownState(latest);
  const added: NewProblem[] = [];
  let problems = 0;
  await inPool(courses.length, WRITES_IN_FLIGHT, async (index) => {
    const marked = await markLessons(courses[index]!, stateOf, (videoId) => seconds.get(videoId));
    added.push(...marked.added);
    problems += marked.problems;
  });

  await saveRun({ checkedAt: now, checked: found.length, problems, unchecked: unchecked.length });
  const mailed = await sendDigest(added, now);
  // Drift costs quota too: only once every video has been checked, and last, so that nothing of it
  // stands between the lessons' marks and the digest.
  if (unchecked.length === 0) await checkDrift(provider, courses, drift, now, deadline);
  log.info('content check', {
    courses: courses.length,
    videos: uses.size,
    checked: found.length,
    unchecked: unchecked.length,
    problems,
    newProblems: added.length,
    mailed,
    ms: Date.now() - started,
  });
  return {
    checked: found.length,
    problems,
    ...(unchecked.length > 0 ? { unchecked: unchecked.length } : {}),
  };
}
