import {
  attemptSchema,
  questionSchema,
  quizBodySchema,
  quizOrderSchema,
  readQuiz,
  readQuizUpdate,
} from '../../shared/quizzes';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { addQuizQuestion } from './add-question';
import { addQuizToCourse } from './add-quiz';
import { attemptQuiz } from './attempt-quiz';
import { deleteQuizQuestion } from './delete-question';
import { deleteQuizById } from './delete-quiz';
import { editQuizQuestion } from './edit-question';
import { getQuizForLearner } from './get-quiz';
import { getQuizEditor } from './get-quiz-editor';
import { HI } from './hi';
import { listCourseQuizzes } from './list-course-quizzes';
import { reorderCourseQuizzes } from './reorder-quizzes';
import { updateQuizSettings } from './update-quiz';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

const quizSchema = quizBodySchema((input) => readQuiz(input));
const quizUpdateSchema = quizBodySchema(readQuizUpdate);

export const quizRoutes = {
  'GET /api/course/{courseId}/quizzes': {
    handler: listCourseQuizzes,
    access: 'user',
    dynamodb: ['GetItem'],
  },
  'GET /api/quiz/{quizId}': {
    handler: getQuizForLearner,
    access: 'user',
    dynamodb: ['GetItem'],
  },
  'POST /api/quiz/{quizId}/attempt': {
    handler: attemptQuiz,
    access: 'user',
    body: attemptSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  // Authoring: the quiz editor's calls, for admins only.
  'GET /api/admin/course/{courseId}/quizzes': {
    handler: getQuizEditor,
    access: 'admin',
    dynamodb: ['GetItem', 'BatchGetItem'],
  },
  'POST /api/admin/course/{courseId}/quizzes': {
    handler: addQuizToCourse,
    access: 'admin',
    body: quizSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'PUT /api/admin/course/{courseId}/quiz-order': {
    handler: reorderCourseQuizzes,
    access: 'admin',
    body: quizOrderSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'PUT /api/admin/quiz/{quizId}': {
    handler: updateQuizSettings,
    access: 'admin',
    body: quizUpdateSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'DELETE /api/admin/quiz/{quizId}': {
    handler: deleteQuizById,
    access: 'admin',
    dynamodb: ['GetItem', 'UpdateItem', 'DeleteItem'],
  },
  'POST /api/admin/quiz/{quizId}/questions': {
    handler: addQuizQuestion,
    access: 'admin',
    body: questionSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'PUT /api/admin/quiz/{quizId}/questions/{questionId}': {
    handler: editQuizQuestion,
    access: 'admin',
    body: questionSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'DELETE /api/admin/quiz/{quizId}/questions/{questionId}': {
    handler: deleteQuizQuestion,
    access: 'admin',
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
} satisfies HttpManifest;
