/**
 * How a video's record changes: after the provider answered for it, and after a learner reported
 * it; and in which order the check asks for videos. Pure, so the rules are tested on their own.
 */
import type { VideoCheck } from '../data/content-videos';
import type { VideoFacts } from '../lib/video-provider/types';

const isProblem = (state: VideoCheck['state'] | undefined): boolean => state !== undefined && state !== 'ok';

/**
 * The record after the provider said `fact` at `now`. A problem keeps the time it began while it
 * lasts (a reported video the check confirms keeps the report's time) and its reports; a video
 * found playing starts afresh with no reports. `uses` are the lessons showing it now.
 */
export function afterCheck(
  previous: VideoCheck | null,
  fact: VideoFacts,
  now: string,
  uses: readonly string[],
): VideoCheck {
  const problem = fact.state !== 'ok';
  const keepsSince = previous !== null && isProblem(previous.state) === problem;
  const title = fact.title ?? previous?.title;
  const seconds = fact.seconds ?? previous?.seconds;
  return {
    videoId: fact.videoId,
    state: fact.state,
    since: keepsSince ? previous.since : now,
    checkedAt: now,
    reports: problem ? (previous?.reports ?? 0) : 0,
    uses: problem ? [...uses] : [],
    ...(title === undefined ? {} : { title }),
    ...(seconds === undefined ? {} : { seconds }),
  };
}

/**
 * The record after a learner reported the lesson `use` at `now`: one more report, and state
 * `reported` (since now) unless a check already found the video not playing.
 */
export const afterReport =
  (videoId: string, use: string, now: string) =>
  (previous: VideoCheck | null): VideoCheck => {
    const known = previous !== null && isProblem(previous.state);
    return {
      ...(previous ?? { videoId }),
      videoId,
      state: known ? previous.state : 'reported',
      since: known ? previous.since : now,
      reports: (previous?.reports ?? 0) + 1,
      uses: [...new Set([...(previous?.uses ?? []), use])],
    };
  };

/**
 * The order the check asks for videos in: reported ones first, then those never checked, then the
 * longest unchecked. A run the quota stops leaves the end of this list, which so comes first next
 * time: with one run a day every video is still reached, however far the quota falls short.
 */
export function checkOrder(videoIds: Iterable<string>, checks: ReadonlyMap<string, VideoCheck>): string[] {
  const rank = (id: string): [number, string] => {
    const check = checks.get(id);
    if (check?.state === 'reported') return [0, check.since];
    if (!check?.checkedAt) return [1, ''];
    return [2, check.checkedAt];
  };
  return [...videoIds]
    .map((id) => ({ id, rank: rank(id) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1].localeCompare(b.rank[1]) || a.id.localeCompare(b.id))
    .map(({ id }) => id);
}
