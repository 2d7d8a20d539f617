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
import { HI } from './hi';
import { listCompletedLessons } from './list-completed-lessons';
import { listCourses } from './list-courses';
import { listNotes } from './list-notes';
import { listRecommendedCourses } from './list-recommended-courses';
import { loveCourse } from './love-course';
import { savePosition } from './save-position';
import { unloveCourse } from './unlove-course';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

export const learningRoutes = {
  // Both lists come from the catalogue index in memory (see functions/catalogue/routes.ts).
  'GET /api/course': {
    handler: listCourses,
    access: 'public',
    edgeCache: 'path',
    // The rating totals' shards are read with the catalogue (a Query each).
    dynamodb: ['GetItem', 'Query'],
    indexes: ['gsi3'],
    memoryMb: 1024,
    catalogueSnapshot: 'read',
  },
  'GET /api/course/detail/{id}': {
    handler: getCourseDetail,
    access: 'public',
    edgeCache: 'path',
    dynamodb: ['GetItem'],
  },
  'GET /api/recommended/course': {
    handler: listRecommendedCourses,
    access: 'user',
    dynamodb: ['Query', 'GetItem'],
    indexes: ['gsi3'],
    memoryMb: 1024,
    catalogueSnapshot: 'read',
  },
  'GET /api/users/dashboard': {
    handler: getDashboard,
    access: 'user',
    dynamodb: ['Query', 'BatchGetItem'],
  },
  'POST /api/enroll': {
    handler: enrollCourse,
    access: 'user',
    body: enrollSchema,
    // The enrolment is written only while the account exists (a condition check in its transaction).
    dynamodb: ['GetItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  'GET /api/course/play/{id}': {
    handler: getCoursePlay,
    access: 'user',
    // The course and the learner's rating pointer come in one BatchGetItem (granted to every user route).
    dynamodb: ['Query'],
  },
  'POST /api/user/course/loved': {
    handler: loveCourse,
    access: 'user',
    body: loveSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'POST /api/user/course/unloved': {
    handler: unloveCourse,
    access: 'user',
    body: loveSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  'GET /api/lesson/completed/{courseId}': {
    handler: listCompletedLessons,
    access: 'user',
    dynamodb: ['GetItem'],
  },
  'PUT /api/lesson/complete': {
    handler: completeLessonFor,
    access: 'user',
    body: completeLessonSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'PUT /api/progress/position': {
    handler: savePosition,
    access: 'user',
    body: positionSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'POST /api/note': {
    handler: listNotes,
    access: 'user',
    body: lessonSchema,
    dynamodb: ['GetItem', 'Query'],
  },
  'POST /api/note/new': {
    handler: createNoteFor,
    access: 'user',
    body: newNoteSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  'POST /api/note/edit': {
    handler: editNoteFor,
    access: 'user',
    body: editNoteSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'POST /api/note/delete': {
    handler: deleteNoteFor,
    access: 'user',
    body: noteSchema,
    dynamodb: ['DeleteItem', 'UpdateItem'],
  },
  'GET /api/notebook/{courseId}': {
    handler: getNotebook,
    access: 'user',
    dynamodb: ['GetItem', 'Query'],
  },
} satisfies HttpManifest;
