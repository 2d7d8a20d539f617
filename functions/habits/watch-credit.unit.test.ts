/** What a position save credits as watched: never more than the clock or the video moved. */
import { CREDIT_PER_SAVE_MAX_SECONDS, type SavedPlace, watchedSeconds } from './watch-credit';

const place = (position: number, atSeconds: number, lessonId = 'l1'): SavedPlace => ({
  courseId: 'c1',
  lessonId,
  position,
  at: atSeconds * 1000,
});

describe('watched seconds between two saves', () => {
  it('credits a minute of playing, saved a minute apart', () => {
    expect(watchedSeconds(place(100, 0), place(160, 60))).toBe(60);
  });

  it('does not credit a seek forward: the video moved ten minutes in twenty seconds', () => {
    expect(watchedSeconds(place(100, 0), place(700, 20))).toBe(20);
  });

  it('does not credit a pause: an hour passed and the video moved thirty seconds', () => {
    expect(watchedSeconds(place(100, 0), place(130, 3600))).toBe(30);
  });

  it('credits nothing for a seek back, another lesson, or a first save', () => {
    expect(watchedSeconds(place(300, 0), place(100, 60))).toBe(0);
    expect(watchedSeconds(place(100, 0), place(160, 60, 'l2'))).toBe(0);
    expect(watchedSeconds(undefined, place(160, 60))).toBe(0);
    expect(watchedSeconds({ ...place(100, 0), courseId: 'c2' }, place(160, 60))).toBe(0);
  });

  it('caps one save, so a lost save cannot be stretched over a long gap', () => {
    expect(watchedSeconds(place(0, 0), place(5000, 6000))).toBe(CREDIT_PER_SAVE_MAX_SECONDS);
  });

  it('credits nothing when the clock went back (saves from two devices out of order)', () => {
    expect(watchedSeconds(place(100, 60), place(160, 30))).toBe(0);
  });
});
