/**
 * Lesson completion in the player (spec section 4): the checkbox waits while its call runs and
 * the list becomes the server's answer. Each call says the state it wants (`done`), so quick ticks
 * on several lessons end exactly as clicked.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { learningApi } from '../api';

export function useProgress(courseId: string, initial: number[]) {
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set(initial));
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const mark = (lesson: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(lesson);
      else next.delete(lesson);
      return next;
    });

  const complete = async (lesson: { _id: string; lesson: number }, done: boolean) => {
    mark(lesson.lesson, true);
    const { status, data } = await learningApi.complete({ courseId, lessonId: lesson._id }, done);
    if (status === 200 && Array.isArray(data)) setCompleted(new Set(data));
    else toast.error('Failed to update');
    mark(lesson.lesson, false);
  };

  return { completed, pending, complete };
}
