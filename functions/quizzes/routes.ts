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
];
