import { http, ok } from '../lib/http';
import { listCatalogue } from './catalogue';

export const handler = http('GET /api/course', null, async () => ok(await listCatalogue()));
