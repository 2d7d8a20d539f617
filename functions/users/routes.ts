import { accountDeletionSchema, passwordChangeSchema, profileSchema } from '../../shared/account';
import { preferencesSchema } from '../../shared/preferences';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { changeMyPassword } from './change-my-password';
import { checkDeletionPassword } from './check-deletion-password';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { getMyAccount } from './get-my-account';
import { HI } from './hi';
import { resumeMail } from './resume-mail';
import { updateMyAccount } from './update-my-account';
import { updateMyPreferences } from './update-my-preferences';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

/** The routes that check a password hash it with bcrypt: more memory, hence more CPU (see `memoryMb`). */
const PASSWORD_CHECKING_MB = 1024;

/** The caller's own account: settings, the data export and deleting it. */
export const userRoutes = {
  'GET /api/users/me': {
    handler: getMyAccount,
    access: 'user',
    dynamodb: ['GetItem'],
  },
  'PUT /api/users/me': {
    handler: updateMyAccount,
    access: 'user',
    body: profileSchema,
    // Renames the account and the chat connections it has open.
    dynamodb: ['UpdateItem', 'Query'],
  },
  // Clears the mark that mail to the address bounced or drew a complaint.
  'POST /api/users/me/mail-delivery': {
    handler: resumeMail,
    access: 'user',
    dynamodb: ['UpdateItem'],
  },
  'PUT /api/users/me/preferences': {
    handler: updateMyPreferences,
    access: 'user',
    body: preferencesSchema,
    dynamodb: ['UpdateItem'],
  },
  'POST /api/users/me/password': {
    handler: changeMyPassword,
    access: 'user',
    body: passwordChangeSchema,
    // Counts the check like a login, then ends every other session and link and closes their sockets
    // (each connection deleted with its room's count).
    dynamodb: ['GetItem', 'UpdateItem', 'Query', 'BatchWriteItem', 'DeleteItem'],
    chat: true,
    memoryMb: PASSWORD_CHECKING_MB,
  },
  'GET /api/users/me/export': {
    handler: exportMyData,
    access: 'user',
    dynamodb: ['GetItem', 'Query', 'BatchGetItem'],
    indexes: ['gsi2'],
  },
  // The password of a deletion, checked before its final confirmation; counted like a login.
  'POST /api/users/me/deletion-check': {
    handler: checkDeletionPassword,
    access: 'user',
    body: accountDeletionSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
    memoryMb: PASSWORD_CHECKING_MB,
  },
  'DELETE /api/users/me': {
    handler: deleteMyAccount,
    access: 'user',
    body: accountDeletionSchema,
    // Marks the account, works through its partition (likes come off course counts in transactions),
    // anonymises its chat messages and the moderation records naming it (rewritten with Put) and
    // takes its id off the course requests it decided (older ones found on GSI1), closes its
    // sockets, then deletes the profile and the address.
    dynamodb: ['GetItem', 'UpdateItem', 'Query', 'BatchWriteItem', 'DeleteItem', 'PutItem'],
    indexes: ['gsi1', 'gsi2'],
    chat: true,
    memoryMb: PASSWORD_CHECKING_MB,
  },
} satisfies HttpManifest;
