/**
 * The resume recorder on the clock: what a learner's watching sends to the server, and when. Each
 * save is a billed call, so the counts matter as much as the seconds saved.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import type { VideoHandle } from '../components/video-player';
import { MIN_MOVE_SECONDS, SAVE_EVERY_MS, useResumeRecorder } from './use-resume-recorder';

const POSITION_PATH = '/api/progress/position';

/** A video whose current second the test sets. */
function fakeVideo(start = 0) {
  const video = { time: start };
  const handle: VideoHandle = {
    position: () => video.time,
    seekTo: (seconds) => {
      video.time = seconds;
    },
  };
  return { video, ref: { current: handle } };
}

/** The second of each save sent, in order. */
const saves = (calls: StubCall[]) =>
  calls.filter((c) => c.path === POSITION_PATH).map((c) => c.body?.position);

/** The second of each save sent with a request that outlives the page. */
const keepalives = () =>
  (global.fetch as jest.Mock).mock.calls
    .filter(([path, init]) => path === POSITION_PATH && init?.keepalive)
    .map(([, init]) => JSON.parse(init.body).position);

/** Plays for `seconds`, the video's time moving with the clock (a tick at a time, as it would). */
function watch(video: { time: number }, seconds: number) {
  for (let i = 0; i < seconds; i++) {
    video.time += 1;
    act(() => jest.advanceTimersByTime(1_000));
  }
}

describe('the resume recorder', () => {
  let calls: StubCall[];
  beforeEach(() => {
    jest.useFakeTimers();
    calls = stubFetch(() => ({ status: 200, body: { msg: 'Position saved.' } }));
  });
  afterEach(() => jest.useRealTimers());

  const record = (start = 0) => {
    const { video, ref } = fakeVideo(start);
    const saved = start > 0 ? { lastLessonId: 'lesson-1', position: start } : undefined;
    const hook = renderHook(() => useResumeRecorder('python', 'lesson-1', ref, saved));
    return { video, recorder: hook.result.current, unmount: hook.unmount };
  };

  it('sends a 10-minute lesson watched to its end in 9 saves: one a minute while it plays', () => {
    const { video, recorder } = record();
    act(() => recorder.onPlayback('playing'));
    watch(video, 599);
    act(() => recorder.onPlayback('ended'));
    expect(saves(calls)).toEqual([60, 120, 180, 240, 300, 360, 420, 480, 540]);
    expect(SAVE_EVERY_MS).toBe(60_000);
  });

  it('saves the second of a pause at once, and counts a minute afresh when it plays again', () => {
    const { video, recorder } = record();
    act(() => recorder.onPlayback('playing'));
    watch(video, 42);
    act(() => recorder.onPlayback('paused'));
    expect(saves(calls)).toEqual([42]);
    act(() => recorder.onPlayback('playing'));
    watch(video, 59);
    expect(saves(calls)).toEqual([42]);
    watch(video, 1);
    expect(saves(calls)).toEqual([42, 102]);
  });

  it(`sends nothing when the video moved less than ${MIN_MOVE_SECONDS} s since the last save`, () => {
    const { video, recorder } = record(100);
    act(() => recorder.onPlayback('playing'));
    // Buffering: a minute on the clock, three seconds of video.
    video.time = 103;
    act(() => jest.advanceTimersByTime(SAVE_EVERY_MS));
    act(() => recorder.onPlayback('paused'));
    expect(saves(calls)).toEqual([]);
    video.time = 105;
    act(() => recorder.onPlayback('paused'));
    expect(saves(calls)).toEqual([105]);
  });

  it('saves with a request that outlives the page as soon as the page is hidden, then goes on by the minute', () => {
    const { video, recorder } = record();
    act(() => recorder.onPlayback('playing'));
    watch(video, 30);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    visibility.mockRestore();
    expect(keepalives()).toEqual([30]);
    watch(video, 30);
    expect(saves(calls)).toEqual([30, 60]);
    expect(keepalives()).toEqual([30]);
  });

  it('saves the second the learner leaves the player at, with a request that outlives the page', () => {
    const { video, recorder, unmount } = record();
    act(() => recorder.onPlayback('playing'));
    watch(video, 75);
    unmount();
    expect(saves(calls)).toEqual([60, 75]);
    expect(keepalives()).toEqual([75]);
    // Nothing runs on after leaving.
    act(() => jest.advanceTimersByTime(10 * SAVE_EVERY_MS));
    expect(saves(calls)).toEqual([60, 75]);
  });
});
