/**
 * The number of open (unanswered) questions, where a course's `openQuestions` is known: on the
 * player's header (a button to the Discussion tab), on course cards and the course page (text).
 * Nothing shows for none.
 */
import { openQuestionsText } from '../words';
import './open-questions.css';

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
