/** `npm run catalogue:import -- <file.json>`. See scripts/lib/catalogue-command.ts. */
import { main } from './lib/cli';

const USAGE = `Usage:
  npm run catalogue:import -- <file.json>   add the file's new courses to the catalogue

The file has the seed catalogue's format (infra/seed/catalogue.json). Courses already in the
catalogue (same name) are skipped, so running it again is safe.
Works on DynamoDB Local (http://localhost:$DDB_PORT, default 8000; or $DYNAMODB_ENDPOINT),
table $TABLE_NAME (default learnfree). Add --aws to work on a deployed table instead: it needs
TABLE_NAME and AWS_REGION, and the usual AWS credentials.`;

void main(USAGE, async () => (await import('./lib/catalogue-command')).catalogueImportCommand);
