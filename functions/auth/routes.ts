import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
} from '../../shared/validation';
import { addMessages } from '../lib/i18n/translate';
import { publicRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { checkResetLink } from './check-reset-link';
import { logIn } from './login';
import { logOut } from './logout';
import { refreshSession } from './refresh-session';
import { registerAccount } from './register';
import { requestReset } from './request-password-reset';
import { resendVerificationLink } from './resend-verification';
import { resetPasswordByLink } from './reset-password';
import { verifyEmailAddress } from './verify-email';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

/** The routes that hash a password get more memory, hence more CPU (see `memoryMb`). */
const PASSWORD_HASHING_MB = 1024;

/**
 * A new session, link or device is written with the account's counters, only while the account is
 * live (a condition check); a spent or stale one is deleted.
 */
const SESSION_WRITE = ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'] as const;

export const authRoutes = {
  'POST /api/register': publicRoute(registerAccount, SESSION_WRITE, {
    body: registerSchema,
    mail: true,
    memoryMb: PASSWORD_HASHING_MB,
  }),
  'GET /api/users/{id}/verify/{token}': publicRoute(verifyEmailAddress, [
    'GetItem',
    'DeleteItem',
    'UpdateItem',
  ]),
  'POST /api/users/verify/resend': publicRoute(resendVerificationLink, SESSION_WRITE, {
    body: resendVerificationSchema,
    mail: true,
  }),
  'POST /api/login': publicRoute(logIn, SESSION_WRITE, {
    body: loginSchema,
    mail: true,
    memoryMb: PASSWORD_HASHING_MB,
    issuesSessions: true,
  }),
  // A stale refresh token revokes its session and closes the sockets opened with it.
  'GET /api/token/refresh': publicRoute(
    refreshSession,
    ['GetItem', 'UpdateItem', 'DeleteItem', 'Query', 'BatchWriteItem'],
    { chat: true, issuesSessions: true },
  ),
  // Ends the session and closes the sockets opened with it (lowering the room's counts).
  'GET /api/logout': publicRoute(logOut, ['DeleteItem', 'Query', 'BatchWriteItem', 'UpdateItem'], {
    chat: true,
  }),
  'POST /api/users/reset': publicRoute(
    requestReset,
    ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    {
      body: forgotPasswordSchema,
      mail: true,
    },
  ),
  'GET /api/users/{id}/reset/{token}': publicRoute(checkResetLink, ['GetItem']),
  // Checks the link first, then ends every session and link of the user and closes their sockets.
  // It signs no access token (the learner logs in with the new password), so it cannot read the key.
  'POST /api/users/{id}/reset/{token}': publicRoute(
    resetPasswordByLink,
    ['GetItem', 'DeleteItem', 'UpdateItem', 'Query', 'BatchWriteItem'],
    { body: resetPasswordSchema, chat: true, memoryMb: PASSWORD_HASHING_MB },
  ),
} satisfies HttpManifest;
