import { publicRoute } from '../route-builders';
import type { HttpManifest, WorkerManifest } from '../route-types';
import { rebuildCatalogueSnapshot } from './catalogue-changes';
import { listCatalogue } from './list-catalogue';

export const catalogueRoutes = {
  // The index lives in the function's memory (about 80 MB at 100,000 courses, docs/capacity.md),
  // and more memory buys the CPU that loads it in a cold container. Loading it gets the snapshot
  // and reads the version item, then the courses added since the snapshot (a Query per shard of
  // GSI3); without a snapshot, the shards of GSI3 and the rating totals' shards. A check for
  // changes may run behind any request. Search, filters, order and page are all in the query string.
  'GET /api/catalogue': publicRoute(listCatalogue, ['GetItem', 'Query'], {
    edgeCache: 'query',
    indexes: ['gsi3'],
    memoryMb: 1024,
    catalogueSnapshot: 'read',
  }),
} satisfies HttpManifest;

export const catalogueWorkers = {
  // Fed the table's stream of course items; rebuilds the snapshot the catalogue's functions load:
  // the version item, the shards of GSI3 and of the rating totals. A whole vCPU (1769 MB) builds
  // 100,000 courses in a few seconds; the time limit leaves room for a slow read.
  'catalogue-snapshot': {
    handler: rebuildCatalogueSnapshot,
    dynamodb: ['GetItem', 'Query'],
    indexes: ['gsi3'],
    catalogueSnapshot: 'write',
    memoryMb: 1769,
    timeoutSeconds: 120,
  },
} satisfies WorkerManifest;
