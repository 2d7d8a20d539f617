/**
 * Lesson completion in the player (spec section 4): the checkbox waits while its call runs and
 * the list becomes the server's answer. Each call says the state it wants (`done`), so quick ticks
 * on several lessons end exactly as clicked.
 */
import type { Lesson } from '@shared/types';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n';
import { failure } from '../../../lib/failure';
import { lasting } from '../../../lib/toasts';
import { learningApi } from '../api';

export function useProgress(courseId: string, initial: number[]) {
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set(initial));
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  // Each answer lists every ticked lesson as the server saw it when it answered. Answers to quick
  // ticks can arrive out of order, so only the answer to the latest call replaces the list; an older
  // one changes just its own lesson, and cannot untick what a later call ticked.
  const lastCall = useRef(0);

  const mark = (lesson: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(lesson);
      else next.delete(lesson);
      return next;
    });

  /** Sets the lesson's state; resolves true once the server has stored it. */
  const complete = async (lesson: Pick<Lesson, '_id' | 'lesson'>, done: boolean): Promise<boolean> => {
    mark(lesson.lesson, true);
    const call = ++lastCall.current;
    const { status, data } = await learningApi.complete({ courseId, lessonId: lesson._id }, done);
    const stored = status === 200 && Array.isArray(data);
    if (stored && call === lastCall.current) setCompleted(new Set(data));
    else if (stored)
      setCompleted((current) => {
        const next = new Set(current);
        if (done) next.add(lesson.lesson);
        else next.delete(lesson.lesson);
        return next;
      });
    // Lasting: progress not stored matters on every page, and the learner may have moved on.
    else
      toast.error(
        failure(
          done
            ? t("Lesson {number} wasn't marked complete", { number: lesson.lesson })
            : t('Lesson {number} is still marked complete', { number: lesson.lesson }),
          done ? t('Tick it again.') : t('Untick it again.'),
          { status, data },
        ),
        lasting(),
      );
    mark(lesson.lesson, false);
    return stored;
  };

  /**
   * A video played to its end: the lesson is ticked for the learner unless it is already (or a tick
   * is on its way), with Undo on the toast for a video that ended while nobody watched.
   */
  const completeWatched = async (lesson: Pick<Lesson, '_id' | 'lesson'>) => {
    if (completed.has(lesson.lesson) || pending.has(lesson.lesson)) return;
    if (!(await complete(lesson, true))) return;
    toast.success(t('Lesson {number} marked complete.', { number: lesson.lesson }), {
      action: { label: t('Undo'), onClick: () => void complete(lesson, false) },
    });
  };

  return { completed, pending, complete, completeWatched };
}
