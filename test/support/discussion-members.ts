/** Learners taking part in a lesson's discussion, through the real handlers. */

import type { Course } from '../../shared/types';
import { freshCourse } from './courses';
import { type DiscussionClient, discussionClient, type Lesson } from './discussion-client';
import { learningClient } from './learning-client';
import { loggedInLearner, type TestLearner } from './users';

export interface Member extends TestLearner {
  api: DiscussionClient;
}

/** A logged-in learner enrolled in `course`. */
export async function member(course: Course, name = 'Asha Learner'): Promise<Member> {
  const learner = await loggedInLearner(name);
  const enrolled = await learningClient(learner.jar).enroll(course._id);
  if (enrolled.status !== 200) throw new Error(`enrol failed: ${JSON.stringify(enrolled.body)}`);
  return { ...learner, api: discussionClient(learner.jar) };
}

/** A logged-in learner enrolled in no course. */
export async function outsider(name = 'Not Enrolled'): Promise<Member> {
  const learner = await loggedInLearner(name);
  return { ...learner, api: discussionClient(learner.jar) };
}

/** The id of a question `by` asks about `where`. */
export async function asked(by: Member, where: Lesson, title = 'Why does the loop stop?'): Promise<string> {
  const answer = await by.api.ask(where, { title, body: 'It stops after one round.' });
  if (answer.status !== 201) throw new Error(`ask failed: ${JSON.stringify(answer.body)}`);
  return answer.body._id;
}

/** A fresh course, its first lesson, and a member of the course for each of `names`, in order. */
export async function lessonWith<const Names extends readonly string[]>(
  ...names: Names
): Promise<{ course: Course; lesson: Lesson; members: { -readonly [K in keyof Names]: Member } }> {
  const course = await freshCourse();
  const members = await Promise.all(names.map((name) => member(course, name)));
  return {
    course,
    lesson: { courseId: course._id, lessonId: 'lesson-1' },
    members: members as { -readonly [K in keyof Names]: Member },
  };
}
