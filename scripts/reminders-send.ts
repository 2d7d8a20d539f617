/** `npm run reminders:send -- [--at <ISO time>]`. See scripts/lib/reminders-command.ts. */
import { main } from './lib/cli';

const USAGE = `Usage:
  npm run reminders:send                        send the weekly reminders due in this UTC hour
  npm run reminders:send -- --at <ISO time>     send those due in the UTC hour of that time
                                                (e.g. --at 2026-11-29T17:00:00Z)

Prints {"hour", "due", "sent", "met", "skipped"}. Running an hour again sends nothing twice: each
learner's reminder is claimed once a week. Works on the local stack: DynamoDB Local
(http://localhost:$DDB_PORT, default 8000; or $DYNAMODB_ENDPOINT), table $TABLE_NAME (default
learnfree) and the local SES (http://localhost:$SES_PORT, default 8005), whose inbox shows the mail.
Add --aws to work on a deployed table instead: it needs TABLE_NAME, AWS_REGION, SITE_URL and
MAIL_FROM, and the usual AWS credentials. The deployed stack runs the same every hour.`;

void main(USAGE, async () => {
  (await import('./lib/content-check-target')).prepareMailingCommand(process.env);
  return (await import('./lib/reminders-command')).remindersCommand;
});
