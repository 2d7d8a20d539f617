import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
} from '../../shared/validation';
import type { HttpManifest } from '../route-types';

/** The routes that hash a password get more memory, hence more CPU (see `memoryMb`). */
const PASSWORD_HASHING_MB = 1024;

export const authRoutes = {
  'POST /api/register': {
    module: 'auth/register',
    function: 'registerAccount',
    access: 'public',
    body: registerSchema,
    // Session, device and link items go in only while their account is live (a condition check).
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    mail: true,
    memoryMb: PASSWORD_HASHING_MB,
  },
  'GET /api/users/{id}/verify/{token}': {
    module: 'auth/verify-email',
    function: 'verifyEmailAddress',
    access: 'public',
    dynamodb: ['GetItem', 'DeleteItem', 'UpdateItem'],
  },
  'POST /api/users/verify/resend': {
    module: 'auth/resend-verification',
    function: 'resendVerificationLink',
    access: 'public',
    body: resendVerificationSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    mail: true,
  },
  'POST /api/login': {
    module: 'auth/login',
    function: 'logIn',
    access: 'public',
    body: loginSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    mail: true,
    memoryMb: PASSWORD_HASHING_MB,
    issuesSessions: true,
  },
  'GET /api/token/refresh': {
    module: 'auth/refresh-session',
    function: 'refreshSession',
    access: 'public',
    // A stale refresh token revokes its session and closes the sockets opened with it.
    dynamodb: ['GetItem', 'UpdateItem', 'DeleteItem', 'Query', 'BatchWriteItem'],
    chat: true,
    issuesSessions: true,
  },
  'GET /api/logout': {
    module: 'auth/logout',
    function: 'logOut',
    access: 'public',
    // Ends the session and closes the sockets opened with it (lowering the room's counts).
    dynamodb: ['DeleteItem', 'Query', 'BatchWriteItem', 'UpdateItem'],
    chat: true,
  },
  'POST /api/users/reset': {
    module: 'auth/request-password-reset',
    function: 'requestReset',
    access: 'public',
    body: forgotPasswordSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    mail: true,
  },
  'GET /api/users/{id}/reset/{token}': {
    module: 'auth/check-reset-link',
    function: 'checkResetLink',
    access: 'public',
    dynamodb: ['GetItem'],
  },
  'POST /api/users/{id}/reset/{token}': {
    module: 'auth/reset-password',
    function: 'resetPasswordByLink',
    access: 'public',
    body: resetPasswordSchema,
    // Checks the link first, then ends every session and link of the user and closes their sockets.
    // It signs no access token (the learner logs in with the new password), so it cannot read the key.
    dynamodb: ['GetItem', 'DeleteItem', 'UpdateItem', 'Query', 'BatchWriteItem'],
    chat: true,
    memoryMb: PASSWORD_HASHING_MB,
  },
} satisfies HttpManifest;
