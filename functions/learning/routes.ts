import {
  completeLessonSchema,
  editNoteSchema,
  enrollSchema,
  lessonSchema,
  loveSchema,
  newNoteSchema,
  noteSchema,
  positionSchema,
} from '../../shared/learning';
import { addMessages } from '../lib/i18n/translate';
import { publicRoute, userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { completeLessonFor } from './complete-lesson';
import { createNoteFor } from './create-note';
import { deleteNoteFor } from './delete-note';
import { editNoteFor } from './edit-note';
import { enrollCourse } from './enroll-course';
import { getCourseDetail } from './get-course-detail';
import { getCoursePlay } from './get-course-play';
import { getDashboard } from './get-dashboard';
import { getNotebook } from './get-notebook';
import { listCompletedLessons } from './list-completed-lessons';
import { listCourses } from './list-courses';
import { listNotes } from './list-notes';
import { listRecommendedCourses } from './list-recommended-courses';
import { loveCourse } from './love-course';
import { savePosition } from './save-position';
import { unloveCourse } from './unlove-course';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

/** The course lists read the catalogue snapshot and hold its index in memory: CPU comes with memory. */
const catalogueIndex = { indexes: ['gsi3'], memoryMb: 1024, catalogueSnapshot: 'read' } as const;

export const learningRoutes = {
  // Both lists come from the catalogue index in memory (see functions/catalogue/routes.ts), and the
  // rating totals' shards with it (a Query each).
  'GET /api/course': publicRoute(listCourses, ['GetItem', 'Query'], { edgeCache: 'path', ...catalogueIndex }),
  'GET /api/course/detail/{id}': publicRoute(getCourseDetail, ['GetItem'], { edgeCache: 'path' }),
  'GET /api/recommended/course': userRoute(listRecommendedCourses, ['Query', 'GetItem'], catalogueIndex),
  // The dashboard's one call: the courses (a Query, then a BatchGet with the profile), the
  // recommendations from the catalogue index in memory, the habit items and the count of review
  // cards due on GSI1, read in parallel.
  'GET /api/users/dashboard': userRoute(getDashboard, ['Query', 'GetItem', 'BatchGetItem'], {
    ...catalogueIndex,
    indexes: ['gsi3', 'gsi1'],
  }),
  // The enrolment is written only while the account exists (a condition check in its transaction).
  'POST /api/enroll': userRoute(enrollCourse, ['GetItem', 'UpdateItem', 'ConditionCheckItem'], {
    body: enrollSchema,
  }),
  // The player's one call: the course and the learner's rating pointer in one BatchGetItem (granted to
  // every user route), the learner's courses and the opened lesson's notes (Query each) and the
  // learner–course item with the best quiz attempts (GetItem), read in parallel.
  'GET /api/course/play/{id}': userRoute(getCoursePlay, ['Query', 'GetItem']),
  'POST /api/user/course/loved': userRoute(loveCourse, ['GetItem', 'UpdateItem'], { body: loveSchema }),
  'POST /api/user/course/unloved': userRoute(unloveCourse, ['GetItem', 'UpdateItem', 'ConditionCheckItem'], {
    body: loveSchema,
  }),
  'GET /api/lesson/completed/{courseId}': userRoute(listCompletedLessons, ['GetItem']),
  'PUT /api/lesson/complete': userRoute(completeLessonFor, ['GetItem', 'UpdateItem'], {
    body: completeLessonSchema,
  }),
  'PUT /api/progress/position': userRoute(savePosition, ['GetItem', 'UpdateItem'], { body: positionSchema }),
  'POST /api/note': userRoute(listNotes, ['GetItem', 'Query'], { body: lessonSchema }),
  'POST /api/note/new': userRoute(createNoteFor, ['GetItem', 'PutItem', 'UpdateItem'], {
    body: newNoteSchema,
  }),
  'POST /api/note/edit': userRoute(editNoteFor, ['GetItem', 'UpdateItem'], { body: editNoteSchema }),
  'POST /api/note/delete': userRoute(deleteNoteFor, ['DeleteItem', 'UpdateItem'], { body: noteSchema }),
  'GET /api/notebook/{courseId}': userRoute(getNotebook, ['GetItem', 'Query']),
} satisfies HttpManifest;
