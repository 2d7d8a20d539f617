import {
  attemptSchema,
  questionSchema,
  quizBodySchema,
  quizOrderSchema,
  readQuiz,
  readQuizUpdate,
} from '../../shared/quizzes';
import { addMessages } from '../lib/i18n/translate';
import { adminRoute, userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { addQuizQuestion } from './add-question';
import { addQuizToCourse } from './add-quiz';
import { attemptQuiz } from './attempt-quiz';
import { deleteQuizQuestion } from './delete-question';
import { deleteQuizById } from './delete-quiz';
import { editQuizQuestion } from './edit-question';
import { getQuizForLearner } from './get-quiz';
import { getQuizEditor } from './get-quiz-editor';
import { listCourseQuizzes } from './list-course-quizzes';
import { reorderCourseQuizzes } from './reorder-quizzes';
import { updateQuizSettings } from './update-quiz';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

const quizSchema = quizBodySchema((input) => readQuiz(input));
const quizUpdateSchema = quizBodySchema(readQuizUpdate);

/** An authoring change reads the course's quiz list, updates it and writes the quiz or question. */
const QUIZ_WRITE = ['GetItem', 'UpdateItem', 'PutItem'] as const;

export const quizRoutes = {
  'GET /api/course/{courseId}/quizzes': userRoute(listCourseQuizzes, ['GetItem']),
  'GET /api/quiz/{quizId}': userRoute(getQuizForLearner, ['GetItem']),
  'POST /api/quiz/{quizId}/attempt': userRoute(attemptQuiz, ['GetItem', 'UpdateItem'], {
    body: attemptSchema,
  }),
  // Authoring: the quiz editor's calls, for admins only.
  'GET /api/admin/course/{courseId}/quizzes': adminRoute(getQuizEditor, ['GetItem', 'BatchGetItem']),
  'POST /api/admin/course/{courseId}/quizzes': adminRoute(addQuizToCourse, QUIZ_WRITE, { body: quizSchema }),
  'PUT /api/admin/course/{courseId}/quiz-order': adminRoute(reorderCourseQuizzes, ['GetItem', 'UpdateItem'], {
    body: quizOrderSchema,
  }),
  'PUT /api/admin/quiz/{quizId}': adminRoute(updateQuizSettings, QUIZ_WRITE, { body: quizUpdateSchema }),
  'DELETE /api/admin/quiz/{quizId}': adminRoute(deleteQuizById, ['GetItem', 'UpdateItem', 'DeleteItem']),
  'POST /api/admin/quiz/{quizId}/questions': adminRoute(addQuizQuestion, QUIZ_WRITE, {
    body: questionSchema,
  }),
  'PUT /api/admin/quiz/{quizId}/questions/{questionId}': adminRoute(editQuizQuestion, QUIZ_WRITE, {
    body: questionSchema,
  }),
  'DELETE /api/admin/quiz/{quizId}/questions/{questionId}': adminRoute(deleteQuizQuestion, QUIZ_WRITE),
} satisfies HttpManifest;
