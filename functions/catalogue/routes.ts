import type { HttpManifest } from '../route-types';
import { listCatalogue } from './list-catalogue';

export const catalogueRoutes = {
  // The index lives in the function's memory (about 80 MB at 100,000 courses, docs/capacity.md),
  // and more memory buys the CPU that builds it in a cold container. Loading it reads the version
  // item, the shards of GSI3 and the rating totals' shards (a Query each); a check for changes may
  // run behind any request.
  'GET /api/catalogue': {
    handler: listCatalogue,
    access: 'public',
    // Search, filters, order and page are all in the query string.
    edgeCache: 'query',
    dynamodb: ['GetItem', 'Query'],
    indexes: ['gsi3'],
    memoryMb: 1024,
  },
} satisfies HttpManifest;
