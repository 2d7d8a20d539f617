import {
  attemptSchema,
  questionSchema,
  quizBodySchema,
  quizOrderSchema,
  readQuiz,
  readQuizUpdate,
} from '../../shared/quizzes';
import type { HttpManifest } from '../route-types';

const quizSchema = quizBodySchema((input) => readQuiz(input));
const quizUpdateSchema = quizBodySchema(readQuizUpdate);

export const quizRoutes = {
  'GET /api/course/{courseId}/quizzes': {
    module: 'quizzes/list-course-quizzes',
    function: 'listCourseQuizzes',
    access: 'user',
    dynamodb: ['GetItem'],
  },
  'GET /api/quiz/{quizId}': {
    module: 'quizzes/get-quiz',
    function: 'getQuizForLearner',
    access: 'user',
    dynamodb: ['GetItem'],
  },
  'POST /api/quiz/{quizId}/attempt': {
    module: 'quizzes/attempt-quiz',
    function: 'attemptQuiz',
    access: 'user',
    body: attemptSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  // Authoring: the quiz editor's calls, for admins only.
  'GET /api/admin/course/{courseId}/quizzes': {
    module: 'quizzes/get-quiz-editor',
    function: 'getQuizEditor',
    access: 'admin',
    dynamodb: ['GetItem', 'BatchGetItem'],
  },
  'POST /api/admin/course/{courseId}/quizzes': {
    module: 'quizzes/add-quiz',
    function: 'addQuizToCourse',
    access: 'admin',
    body: quizSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'PUT /api/admin/course/{courseId}/quiz-order': {
    module: 'quizzes/reorder-quizzes',
    function: 'reorderCourseQuizzes',
    access: 'admin',
    body: quizOrderSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'PUT /api/admin/quiz/{quizId}': {
    module: 'quizzes/update-quiz',
    function: 'updateQuizSettings',
    access: 'admin',
    body: quizUpdateSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'DELETE /api/admin/quiz/{quizId}': {
    module: 'quizzes/delete-quiz',
    function: 'deleteQuizById',
    access: 'admin',
    dynamodb: ['GetItem', 'UpdateItem', 'DeleteItem'],
  },
  'POST /api/admin/quiz/{quizId}/questions': {
    module: 'quizzes/add-question',
    function: 'addQuizQuestion',
    access: 'admin',
    body: questionSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'PUT /api/admin/quiz/{quizId}/questions/{questionId}': {
    module: 'quizzes/edit-question',
    function: 'editQuizQuestion',
    access: 'admin',
    body: questionSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
  'DELETE /api/admin/quiz/{quizId}/questions/{questionId}': {
    module: 'quizzes/delete-question',
    function: 'deleteQuizQuestion',
    access: 'admin',
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
} satisfies HttpManifest;
