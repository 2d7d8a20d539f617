import { accountDeletionSchema, passwordChangeSchema, profileSchema } from '../../shared/account';
import { preferencesSchema } from '../../shared/preferences';
import { addMessages } from '../lib/i18n/translate';
import { userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { changeMyPassword } from './change-my-password';
import { checkDeletionPassword } from './check-deletion-password';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { getMyAccount } from './get-my-account';
import { resumeMail } from './resume-mail';
import { updateMyAccount } from './update-my-account';
import { updateMyPreferences } from './update-my-preferences';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

/** The routes that check a password hash it with bcrypt: more memory, hence more CPU (see `memoryMb`). */
const PASSWORD_CHECKING_MB = 1024;

/** The caller's own account: settings, the data export and deleting it. */
export const userRoutes = {
  'GET /api/users/me': userRoute(getMyAccount, ['GetItem']),
  // Renames the account and the chat connections it has open.
  'PUT /api/users/me': userRoute(updateMyAccount, ['UpdateItem', 'Query'], { body: profileSchema }),
  // Clears the mark that mail to the address bounced or drew a complaint.
  'POST /api/users/me/mail-delivery': userRoute(resumeMail, ['UpdateItem']),
  'PUT /api/users/me/preferences': userRoute(updateMyPreferences, ['UpdateItem'], {
    body: preferencesSchema,
  }),
  // Counts the check like a login, then ends every other session and link and closes their sockets
  // (each connection deleted with its room's count).
  'POST /api/users/me/password': userRoute(
    changeMyPassword,
    ['GetItem', 'UpdateItem', 'Query', 'BatchWriteItem', 'DeleteItem'],
    { body: passwordChangeSchema, chat: true, memoryMb: PASSWORD_CHECKING_MB },
  ),
  'GET /api/users/me/export': userRoute(exportMyData, ['GetItem', 'Query', 'BatchGetItem'], {
    indexes: ['gsi2'],
  }),
  // The password of a deletion, checked before its final confirmation; counted like a login.
  'POST /api/users/me/deletion-check': userRoute(checkDeletionPassword, ['GetItem', 'UpdateItem'], {
    body: accountDeletionSchema,
    memoryMb: PASSWORD_CHECKING_MB,
  }),
  // Marks the account, works through its partition (likes come off course counts in transactions),
  // anonymises its chat messages and the moderation records naming it (rewritten with Put) and
  // takes its id off the course requests it decided (older ones found on GSI1), closes its
  // sockets, then deletes the profile and the address.
  'DELETE /api/users/me': userRoute(
    deleteMyAccount,
    ['GetItem', 'UpdateItem', 'Query', 'BatchWriteItem', 'DeleteItem', 'PutItem'],
    { body: accountDeletionSchema, indexes: ['gsi1', 'gsi2'], chat: true, memoryMb: PASSWORD_CHECKING_MB },
  ),
} satisfies HttpManifest;
