/** Completed lessons as a count, a percentage and a bar; announced politely when it changes. */
import { t } from '../../../i18n';

export const percentDone = (done: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;

export function LessonProgress({
  done,
  total,
  live = false,
}: {
  done: number;
  total: number;
  live?: boolean;
}) {
  const text = t('{done}/{total} lessons completed', { done, total });
  const percent = percentDone(done, total);
  return (
    <div className="lesson-progress">
      <progress
        className="lesson-progress__bar"
        value={done}
        max={Math.max(total, 1)}
        aria-label={t('{progress}, {percent}%', { progress: text, percent })}
      />
      <p className="lesson-progress__text" aria-live={live ? 'polite' : undefined}>
        <span>{text}</span> <span className="lesson-progress__percent">{percent}%</span>
      </p>
    </div>
  );
}
