/**
 * A course's open (unanswered) questions, from its `openQuestions` (lesson id → count): on the
 * player's header (a button to the Discussion tab), on course cards and the course page (text).
 * Nothing shows for none.
 */
import { counted } from '../../lib/counted';
import './open-questions.css';

type OpenCounts = Record<string, number> | undefined;

/** The lesson's open questions, 0 when none were ever asked. */
export const openOn = (openQuestions: OpenCounts, lessonId: string): number =>
  Math.max(0, openQuestions?.[lessonId] ?? 0);

/** All open questions of a course. */
export const openInCourse = (openQuestions: OpenCounts): number =>
  Object.values(openQuestions ?? {}).reduce((sum, n) => sum + Math.max(0, n), 0);

const openQuestionsText = (n: number): string => counted(n, 'open question', 'open questions');

export function OpenQuestions({
  count,
  suffix = '',
  className,
}: {
  count: number;
  /** Says where, after the number: " on this lesson". */
  suffix?: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <p className={className ? `open-questions ${className}` : 'open-questions'}>
      {`${openQuestionsText(count)}${suffix}`}
    </p>
  );
}

export function OpenQuestionsButton({ count, onOpen }: { count: number; onOpen(): void }) {
  if (count <= 0) return null;
  return (
    <button type="button" className="open-questions" onClick={onOpen}>
      {`${openQuestionsText(count)} on this lesson`}
    </button>
  );
}
