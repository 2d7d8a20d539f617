/** `npm run content:check`. See scripts/lib/content-check-command.ts. */
import { main } from './lib/cli';

const USAGE = `Usage:
  npm run content:check   check every lesson's video and every playlist course now, and print
                          {"checked": videos checked, "problems": lessons whose video does not play}

Works on the local stack: DynamoDB Local (http://localhost:$DDB_PORT, default 8000; or
$DYNAMODB_ENDPOINT), table $TABLE_NAME (default learnfree), the local video provider
(http://localhost:$YOUTUBE_PORT, default 8010, unless YOUTUBE_API_KEY is set) and the local SES
(http://localhost:$SES_PORT, default 8005), where the admins' digest lands. Add --aws to check a
deployed table instead: it needs TABLE_NAME, AWS_REGION, SITE_URL and MAIL_FROM (for the digest),
YOUTUBE_API_KEY, and the usual AWS credentials. The deployed stack runs the same check every day.`;

void main(USAGE, async () => {
  (await import('./lib/content-check-target')).prepareMailingCommand(process.env);
  return (await import('./lib/content-check-command')).contentCheckCommand;
});
