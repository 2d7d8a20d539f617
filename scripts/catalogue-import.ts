/** `npm run catalogue:import -- <file.json>`. See scripts/lib/catalogue-command.ts. */
import { main } from './lib/cli';

const USAGE = `Usage:
  npm run catalogue:import -- <file.json>   add the file's new courses to the catalogue

The file has the seed catalogue's format (infra/seed/catalogue.json). Courses already in the
catalogue (same name) are skipped, so running it again is safe. A course may give
"playlist": "<YouTube playlist link or id>" in place of "lessons": the playlist's videos become
its lessons, with their lengths. That needs YOUTUBE_API_KEY, or the local video provider
(YOUTUBE_API_URL, which \`npm start\` serves).
Works on DynamoDB Local (http://localhost:$DDB_PORT, default 8000; or $DYNAMODB_ENDPOINT),
table $TABLE_NAME (default learnfree). Add --aws to work on a deployed table instead: it needs
TABLE_NAME and AWS_REGION, and the usual AWS credentials.`;

void main(USAGE, async () => (await import('./lib/catalogue-command')).catalogueImportCommand);
