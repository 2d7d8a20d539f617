/**
 * A lesson of a course, as the calls about one lesson address it: its progress and notes (the
 * learner's) and its questions (the discussion's).
 */
export interface LessonRef {
  courseId: string;
  lessonId: string;
}
