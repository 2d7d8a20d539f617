/** A course as the API sends it, for web tests: the fields a test does not care about filled in. */
import type { Course } from '@shared/types';

export function courseFixture(_id: string, name: string, more: Partial<Course> = {}): Course {
  return {
    _id,
    name,
    creator: 'Stanford Online',
    category: 'Data Science',
    language: 'english',
    info: '',
    description: '',
    course_pic: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
    love: 1,
    lessonCount: 12,
    ...more,
  };
}
