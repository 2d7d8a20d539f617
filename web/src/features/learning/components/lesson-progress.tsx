/** Completed lessons as a count, a percentage and a bar; announced politely when it changes. */
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
  const text = `${done}/${total} lessons completed`;
  const percent = percentDone(done, total);
  return (
    <div className="lesson-progress">
      <progress
        className="lesson-progress__bar"
        value={done}
        max={Math.max(total, 1)}
        aria-label={`${text}, ${percent}%`}
      />
      <p className="lesson-progress__text" aria-live={live ? 'polite' : undefined}>
        <span>{text}</span> <span className="lesson-progress__percent">{percent}%</span>
      </p>
    </div>
  );
}
