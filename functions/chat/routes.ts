import type { WsRoute } from '../route-types';

export const chatRoutes: WsRoute[] = [];
