/**
 * Where the commands that mail (`npm run content:check`'s digest, `npm run reminders:send`) send on
 * the local stack: the local SES of `npm start`, with the sender and the site address the local
 * functions have. Values already in the environment win.
 */
export function localMailEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    SES_ENDPOINT: env.SES_ENDPOINT || `http://localhost:${env.SES_PORT || 8005}`,
    MAIL_FROM: env.MAIL_FROM || 'LearnFree <no-reply@learnfree.local>',
    SITE_URL: env.SITE_URL || `http://localhost:${env.PORT || 3000}`,
    AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID || 'local',
    AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY || 'local',
  };
}

/**
 * Sets up a mailing command's environment, before the functions load (they read it when imported):
 * only warnings are logged, so the command's answer is all stdout holds (warnings still go to
 * stderr), and on the local stack (`DYNAMODB_ENDPOINT` set) mail goes to the local SES.
 */
export function prepareMailingCommand(env: NodeJS.ProcessEnv): void {
  env.LOG_LEVEL ??= 'warn';
  if (env.DYNAMODB_ENDPOINT) Object.assign(env, localMailEnvironment(env));
}
