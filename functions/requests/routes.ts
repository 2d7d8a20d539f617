import type { HttpRoute } from '../route-types';

export const requestRoutes: HttpRoute[] = [
  {
    method: 'POST',
    path: '/api/course/request',
    handler: 'requests/submit-request',
    access: 'user',
    table: 'write',
  },
  // POST as the spec calls it; it only reads.
  {
    method: 'POST',
    path: '/api/request/list',
    handler: 'requests/list-requests',
    access: 'user',
    table: 'read',
  },
  {
    method: 'POST',
    path: '/api/request/{id}/approve',
    handler: 'requests/approve-request',
    access: 'admin',
    table: 'write',
  },
  {
    method: 'POST',
    path: '/api/request/{id}/reject',
    handler: 'requests/reject-request',
    access: 'admin',
    table: 'write',
  },
];
