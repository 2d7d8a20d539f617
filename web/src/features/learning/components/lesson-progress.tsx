/** Completed lessons as a count and a bar; announced politely when it changes. */
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
  return (
    <div className="lesson-progress">
      <progress className="lesson-progress__bar" value={done} max={Math.max(total, 1)} aria-label={text} />
      <p className="lesson-progress__text" aria-live={live ? 'polite' : undefined}>
        {text}
      </p>
    </div>
  );
}
