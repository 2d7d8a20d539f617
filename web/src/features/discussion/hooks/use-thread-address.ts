/**
 * The open thread lives in the player's address, `?lesson={lessonId}&question={id}` (threadPath, the
 * link the answer mail carries): a thread can be shared and reloaded, and Back closes it. A thread
 * named for another lesson than the one playing is not shown, and leaves the address once the
 * learner moves to another lesson.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function useThreadAddress(courseId: string, lessonId: string) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const question = search.get('question');
  const addressedLesson = search.get('lesson');
  const openId = question && addressedLesson === lessonId ? question : null;
  const stale = question !== null && addressedLesson !== lessonId;

  useEffect(() => {
    if (stale) navigate(paths.play(courseId), { replace: true, preventScrollReset: true });
  }, [stale, courseId, navigate]);

  return { openId };
}
