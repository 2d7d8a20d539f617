import type { HttpRoute } from '../route-types';

export const requestRoutes: HttpRoute[] = [];
