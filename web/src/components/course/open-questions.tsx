/**
 * A course's open (unanswered) questions, from its `openQuestions` (lesson id → count): on the
 * player's header (a button to the Discussion tab), on course cards and the course page (text).
 * Nothing shows for none.
 */
import { t } from '../../i18n';
import './open-questions.css';

type OpenCounts = Record<string, number> | undefined;

/** The lesson's open questions, 0 when none were ever asked. */
export const openOn = (openQuestions: OpenCounts, lessonId: string): number =>
  Math.max(0, openQuestions?.[lessonId] ?? 0);

/** All open questions of a course. */
export const openInCourse = (openQuestions: OpenCounts): number =>
  Object.values(openQuestions ?? {}).reduce((sum, n) => sum + Math.max(0, n), 0);

/** "3 open questions", and where they are when the place around does not say it. */
function openQuestionsText(count: number, where?: 'lesson' | 'course'): string {
  if (where === 'lesson')
    return t(
      '{count, plural, one {# open question on this lesson} other {# open questions on this lesson}}',
      {
        count,
      },
    );
  if (where === 'course')
    return t(
      '{count, plural, one {# open question in this course} other {# open questions in this course}}',
      {
        count,
      },
    );
  return t('{count, plural, one {# open question} other {# open questions}}', { count });
}

export function OpenQuestions({
  count,
  where,
  className,
}: {
  count: number;
  /** Says where: on this lesson, in this course. */
  where?: 'lesson' | 'course';
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <p className={className ? `open-questions ${className}` : 'open-questions'}>
      {openQuestionsText(count, where)}
    </p>
  );
}

export function OpenQuestionsButton({ count, onOpen }: { count: number; onOpen(): void }) {
  if (count <= 0) return null;
  return (
    <button type="button" className="open-questions" onClick={onOpen}>
      {openQuestionsText(count, 'lesson')}
    </button>
  );
}
