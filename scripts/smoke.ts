/**
 * `npm run smoke -- <site URL>`: the post-deploy check (scripts/lib/smoke.ts). Registers with
 * SMOKE_EMAIL, reading the verification link from SMOKE_MAIL_URL (a local SES inbox) or asking for it.
 */
import { consoleIo } from './lib/cli';
import { runSmoke } from './lib/smoke';

void runSmoke(process.argv[2], process.env, consoleIo).then((code) => {
  process.exitCode = code;
});
