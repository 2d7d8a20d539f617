import type { HttpRoute } from '../route-types';

export const authRoutes: HttpRoute[] = [
  {
    method: 'POST',
    path: '/api/register',
    handler: 'auth/register',
    access: 'public',
    table: 'write',
    mail: true,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/verify/{token}',
    handler: 'auth/verify-email',
    access: 'public',
    table: 'write',
  },
  { method: 'POST', path: '/api/login', handler: 'auth/login', access: 'public', table: 'write', mail: true },
  {
    method: 'GET',
    path: '/api/token/refresh',
    handler: 'auth/refresh-session',
    access: 'public',
    table: 'write',
  },
  { method: 'GET', path: '/api/logout', handler: 'auth/logout', access: 'public', table: 'write' },
  {
    method: 'POST',
    path: '/api/users/reset',
    handler: 'auth/request-password-reset',
    access: 'public',
    table: 'write',
    mail: true,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/reset/{token}',
    handler: 'auth/check-reset-link',
    access: 'public',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/users/{id}/reset/{token}',
    handler: 'auth/reset-password',
    access: 'public',
    table: 'write',
  },
];
