/**
 * The answers of the account's own settings in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { LIMITS } from '../../shared/constants';
import { PREFERENCE_FIELDS, PREFERENCE_MESSAGES } from '../../shared/preferences';

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // shared/account.ts
  [ACCOUNT_MESSAGES.nameLength]: `नाम में ${LIMITS.nameMin} से ${LIMITS.nameMax} अक्षर होने चाहिए।`,
  [ACCOUNT_MESSAGES.currentPasswordMissing]: 'अपना मौजूदा पासवर्ड डालें।',
  [ACCOUNT_MESSAGES.wrongPassword]: 'यह आपका मौजूदा पासवर्ड नहीं है।',
  [ACCOUNT_MESSAGES.newPasswordLength]: `पासवर्ड में ${LIMITS.passwordMin} से ${LIMITS.passwordMax} अक्षर होने चाहिए।`,
  [ACCOUNT_MESSAGES.passwordMissing]: 'कन्फ़र्म करने के लिए अपना पासवर्ड डालें।',
  [ACCOUNT_MESSAGES.renamed]: 'आपका नाम बदल दिया गया है।',
  [ACCOUNT_MESSAGES.passwordChanged]: 'आपका पासवर्ड बदल दिया गया है। बाकी डिवाइस से आपको लॉग आउट कर दिया गया है।',
  [ACCOUNT_MESSAGES.deleted]: 'आपका अकाउंट और आपका सारा डेटा हटा दिया गया है।',

  // shared/preferences.ts
  [PREFERENCE_MESSAGES.saved]: 'आपकी पसंद अपडेट हो गई है।',
  [PREFERENCE_MESSAGES.nothingSent]: `बदलने के लिए कम से कम एक पसंद भेजें: ${PREFERENCE_FIELDS.join(', ')}।`,

  // functions/users
  'Password confirmed. Confirm once more to delete your account.':
    'पासवर्ड की पुष्टि हो गई। अपना अकाउंट हटाने के लिए एक बार और पुष्टि करें।',
  'Your password was changed at the same moment elsewhere. Please try again.':
    'ठीक इसी समय आपका पासवर्ड कहीं और से बदला गया। कृपया फिर से कोशिश करें।',
};
