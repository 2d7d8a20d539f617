import type { HttpRoute } from '../route-types';

export const learningRoutes: HttpRoute[] = [];
