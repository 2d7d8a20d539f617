import type { WorkerManifest } from '../route-types';
import { MAIL_EVENTS } from './key';
import { recordMailEvents } from './record-mail-events';

export const mailEventWorkers = {
  // SES's bounce and complaint events, through the configuration set's SNS topic. Finds the account
  // by its address (the claim item), then marks the profile.
  [MAIL_EVENTS]: {
    handler: recordMailEvents,
    dynamodb: ['GetItem', 'UpdateItem'],
    sesEvents: true,
  },
} satisfies WorkerManifest;
