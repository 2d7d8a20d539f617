import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
} from '../../shared/validation';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { checkResetLink } from './check-reset-link';
import { HI } from './hi';
import { logIn } from './login';
import { logOut } from './logout';
import { refreshSession } from './refresh-session';
import { registerAccount } from './register';
import { requestReset } from './request-password-reset';
import { resendVerificationLink } from './resend-verification';
import { resetPasswordByLink } from './reset-password';
import { verifyEmailAddress } from './verify-email';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

/** The routes that hash a password get more memory, hence more CPU (see `memoryMb`). */
const PASSWORD_HASHING_MB = 1024;

export const authRoutes = {
  'POST /api/register': {
    handler: registerAccount,
    access: 'public',
    body: registerSchema,
    // Session, device and link items go in only while their account is live (a condition check).
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    mail: true,
    memoryMb: PASSWORD_HASHING_MB,
  },
  'GET /api/users/{id}/verify/{token}': {
    handler: verifyEmailAddress,
    access: 'public',
    dynamodb: ['GetItem', 'DeleteItem', 'UpdateItem'],
  },
  'POST /api/users/verify/resend': {
    handler: resendVerificationLink,
    access: 'public',
    body: resendVerificationSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    mail: true,
  },
  'POST /api/login': {
    handler: logIn,
    access: 'public',
    body: loginSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    mail: true,
    memoryMb: PASSWORD_HASHING_MB,
    issuesSessions: true,
  },
  'GET /api/token/refresh': {
    handler: refreshSession,
    access: 'public',
    // A stale refresh token revokes its session and closes the sockets opened with it.
    dynamodb: ['GetItem', 'UpdateItem', 'DeleteItem', 'Query', 'BatchWriteItem'],
    chat: true,
    issuesSessions: true,
  },
  'GET /api/logout': {
    handler: logOut,
    access: 'public',
    // Ends the session and closes the sockets opened with it (lowering the room's counts).
    dynamodb: ['DeleteItem', 'Query', 'BatchWriteItem', 'UpdateItem'],
    chat: true,
  },
  'POST /api/users/reset': {
    handler: requestReset,
    access: 'public',
    body: forgotPasswordSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    mail: true,
  },
  'GET /api/users/{id}/reset/{token}': {
    handler: checkResetLink,
    access: 'public',
    dynamodb: ['GetItem'],
  },
  'POST /api/users/{id}/reset/{token}': {
    handler: resetPasswordByLink,
    access: 'public',
    body: resetPasswordSchema,
    // Checks the link first, then ends every session and link of the user and closes their sockets.
    // It signs no access token (the learner logs in with the new password), so it cannot read the key.
    dynamodb: ['GetItem', 'DeleteItem', 'UpdateItem', 'Query', 'BatchWriteItem'],
    chat: true,
    memoryMb: PASSWORD_HASHING_MB,
  },
} satisfies HttpManifest;
