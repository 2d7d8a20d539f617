/**
 * A learner who logs in gets the interface in their account's language (`preferences.uiLanguage`,
 * which follows them from device to device), and this browser's cookie is set to it. An account
 * that never chose a language (made before sign-ups kept their page's language) has only the
 * default there, so it takes the language the learner is using instead: the page stays as it is,
 * and its language is saved on the account, for the mail and the next device. Only a login made on
 * this page counts: a page opened at an explicit `/hi/…` address by someone already logged in stays
 * as asked.
 */
import { isUiLanguage } from '@shared/locale';
import { getSessionSnapshot, subscribeToSession } from '../features/auth/session-store';
import { currentLanguage } from '../i18n';
import { isOk } from '../lib/api';

/** Starts following logins; returns the way to stop. */
export function followAccountLanguageOnLogin(): () => void {
  let before = getSessionSnapshot();
  return subscribeToSession(() => {
    const now = getSessionSnapshot();
    const loggedInHere =
      before.ready && !before.session.loggedIn && now.ready && now.session.loggedIn && !now.unconfirmed;
    before = now;
    if (!loggedInHere) return;
    // Fetched only now: the account's code is no part of a visitor's first visit.
    void Promise.all([import('../features/account'), import('../i18n/choose-language')]).then(
      async ([{ readMyAccount }, { adoptAccountLanguage, rememberLanguage, saveAccountLanguage }]) => {
        // The page load's one read of the account: the menu's theme comes from the same answer.
        const { status, data } = await readMyAccount();
        if (!isOk(status)) return;
        // Only an explicit `false` means no choice: a server answering without the field predates
        // it, and its `uiLanguage` is obeyed as it always was.
        if (data.uiLanguageChosen === false) {
          const language = currentLanguage();
          rememberLanguage(language);
          await saveAccountLanguage(language);
        } else if (isUiLanguage(data.preferences?.uiLanguage)) {
          adoptAccountLanguage(data.preferences.uiLanguage);
        }
      },
    );
  });
}
