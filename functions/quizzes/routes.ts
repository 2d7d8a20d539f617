import type { HttpRoute } from '../route-types';

export const quizRoutes: HttpRoute[] = [
  {
    method: 'GET',
    path: '/api/course/{courseId}/quizzes',
    handler: 'quizzes/list-course-quizzes',
    access: 'user',
    table: 'read',
  },
  { method: 'GET', path: '/api/quiz/{quizId}', handler: 'quizzes/get-quiz', access: 'user', table: 'read' },
  {
    method: 'POST',
    path: '/api/quiz/{quizId}/attempt',
    handler: 'quizzes/attempt-quiz',
    access: 'user',
    table: 'write',
  },
  // Authoring: the editor's calls, for admins only.
  {
    method: 'GET',
    path: '/api/admin/course/{courseId}/quizzes',
    handler: 'quizzes/get-quiz-editor',
    access: 'admin',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/admin/course/{courseId}/quizzes',
    handler: 'quizzes/add-quiz',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'PUT',
    path: '/api/admin/course/{courseId}/quiz-order',
    handler: 'quizzes/reorder-quizzes',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'PUT',
    path: '/api/admin/quiz/{quizId}',
    handler: 'quizzes/update-quiz',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'DELETE',
    path: '/api/admin/quiz/{quizId}',
    handler: 'quizzes/delete-quiz',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/admin/quiz/{quizId}/questions',
    handler: 'quizzes/add-question',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'PUT',
    path: '/api/admin/quiz/{quizId}/questions/{questionId}',
    handler: 'quizzes/edit-question',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'DELETE',
    path: '/api/admin/quiz/{quizId}/questions/{questionId}',
    handler: 'quizzes/delete-question',
    access: 'admin',
    table: 'write',
  },
];
