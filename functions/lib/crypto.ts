/** Random identifiers and one-way hashes for tokens that are stored. */
import { createHash, randomBytes } from 'node:crypto';

/** A url-safe random identifier: 16 bytes, 22 characters. */
export const newId = (): string => randomBytes(16).toString('base64url');

/** A url-safe secret for links and refresh tokens: 32 bytes. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so a leaked table cannot be replayed as links or sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
