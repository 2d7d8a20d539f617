/**
 * The player's Discussion tab for the lesson playing: its questions, or the thread the address
 * names. The list stays loaded while a thread is open, and learns the thread's counts, so going back
 * shows it at once and puts focus back on the question's link.
 */
import type { Lesson } from '@shared/types';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { getSessionSnapshot, subscribeToSession } from '../../auth';
import { useQuestions } from '../hooks/use-questions';
import { useThreadAddress } from '../hooks/use-thread-address';
import { QuestionList, questionLinkId } from './question-list';
import { ThreadView } from './thread-view';
import '../discussion.css';

export function DiscussionPanel({
  courseId,
  lesson,
  onOpenChange,
}: {
  courseId: string;
  lesson: Lesson;
  /** The lesson's open (unanswered) questions went up or down by one. */
  onOpenChange(lessonId: string, delta: 1 | -1): void;
}) {
  const { session } = useSyncExternalStore(subscribeToSession, getSessionSnapshot, getSessionSnapshot);
  const where = { courseId, lessonId: lesson._id };
  const list = useQuestions(where);
  const { openId } = useThreadAddress(courseId, lesson._id);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The question whose link takes focus once the list is back: the thread just left, or the
  // question just asked. Without its link (deleted), focus goes to the tab's heading.
  const [focusId, setFocusId] = useState<string | null>(null);
  const lastOpen = useRef(openId);

  useEffect(() => {
    if (lastOpen.current && !openId) setFocusId(lastOpen.current);
    lastOpen.current = openId;
  }, [openId]);

  useEffect(() => {
    if (!focusId || openId) return;
    (document.getElementById(questionLinkId(focusId)) ?? heading.current)?.focus();
    setFocusId(null);
  }, [focusId, openId]);

  return (
    <section className="discussion" aria-labelledby={`discussion-${lesson._id}`}>
      <h2 id={`discussion-${lesson._id}`} ref={heading} className="discussion__heading" tabIndex={-1}>
        {t('Questions about this lesson')}
      </h2>
      {openId ? (
        <ThreadView
          key={openId}
          courseId={courseId}
          questionId={openId}
          canModerate={session.role === 'admin'}
          events={{
            onSummary: list.update,
            onOpenChange: (delta) => onOpenChange(lesson._id, delta),
            onDeleted: (questionId) => {
              list.remove(questionId);
              navigate(paths.play(courseId), { replace: true, preventScrollReset: true });
            },
          }}
        />
      ) : (
        <QuestionList
          lesson={where}
          lessonName={lesson.lessonName}
          list={list}
          authorName={session.name}
          onAsked={(question) => {
            list.add(question);
            onOpenChange(lesson._id, 1);
            setFocusId(question._id);
          }}
        />
      )}
    </section>
  );
}
