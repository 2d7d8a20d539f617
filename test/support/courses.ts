/** Test courses: a fresh course per test, so like counts and enrolments start from zero. */
import { randomBytes } from 'node:crypto';
import { putCourseIfAbsent } from '../../functions/data/courses';
import type { Course } from '../../shared/types';

export async function freshCourse(overrides: Partial<Course> = {}): Promise<Course> {
  const id = `test-course-${randomBytes(5).toString('hex')}`;
  const lessons = [1, 2, 3].map((n) => ({
    _id: `lesson-${n}`,
    lesson: n,
    link: 'dQw4w9WgXcQ',
    lessonName: `Lesson ${n}`,
  }));
  const course: Course = {
    _id: id,
    name: `Test Course ${id}`,
    creator: 'test creator',
    category: 'Testing',
    language: 'english',
    info: 'What the course covers.',
    description: 'A course made for a test.',
    course_pic: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    love: 0,
    lessonCount: lessons.length,
    lessons,
    ...overrides,
  };
  if (!(await putCourseIfAbsent(course)).ok) throw new Error(`course ${id} already exists`);
  return course;
}
