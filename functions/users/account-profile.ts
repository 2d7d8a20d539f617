/**
 * The account as its owner sees it: what `GET /api/users/me` answers, and what a session refresh
 * that asks for it (`GET /api/token/refresh?account=1`) carries. One builder, so both answers stay
 * the same.
 */
import type { AccountProfile } from '../../shared/account';
import { isUiLanguage } from '../../shared/locale';
import { accountPreferencesIn, type User } from '../data/users';

/** `user`'s profile item as its owner sees it: never a hash or a token. */
export function accountProfileOf(user: User): AccountProfile {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    preferences: accountPreferencesIn(user),
    // An account made before sign-ups kept their page's language holds none: its `en` above is a
    // default, which the app replaces with the language the learner is using rather than obeying.
    uiLanguageChosen: isUiLanguage(user.uiLanguage),
    mailUndeliverable: user.mailUndeliverable ?? null,
  };
}
