/**
 * The answers and mail of signing up, logging in and resetting a password in Hindi, keyed by their
 * English text (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them,
 * so only its own bundle carries them.
 */

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // functions/auth
  'We sent a verification link to your e-mail address. Open it to activate your account.':
    'हमने आपके ईमेल पते पर एक वेरिफ़िकेशन लिंक भेजा है। अपना अकाउंट चालू करने के लिए उसे खोलें।',
  'If an account uses this address, a link to reset the password is on its way.':
    'अगर इस पते से कोई अकाउंट जुड़ा है, तो पासवर्ड रीसेट करने का लिंक भेजा जा रहा है।',
  'If an account with this address is waiting for verification, a new link is on its way.':
    'अगर इस पते वाला कोई अकाउंट वेरिफ़िकेशन का इंतज़ार कर रहा है, तो नया लिंक भेजा जा रहा है।',
  'Your session has ended, please log in again.': 'आपका सेशन खत्म हो गया है, कृपया फिर से लॉग इन करें।',
  'Invalid email or password.': 'ईमेल या पासवर्ड गलत है।',
  'Not logged in.': 'आप लॉग इन नहीं हैं।',
  'Valid link.': 'लिंक सही है।',
  'Logged out.': 'आप लॉग आउट हो गए हैं।',
  'Your password has been changed. You can log in with it now.':
    'आपका पासवर्ड बदल दिया गया है। अब आप इससे लॉग इन कर सकते हैं।',

  // Verification and the sign-up notice (functions/auth/account-mail.ts)
  'Verify your e-mail address': 'अपना ईमेल पता वेरिफ़ाई करें',
  'Welcome to LearnFree! Please confirm that this address is yours.':
    'LearnFree में आपका स्वागत है! कृपया पुष्टि करें कि यह ईमेल पता आपका ही है।',
  'Verify my e-mail': 'मेरा ईमेल वेरिफ़ाई करें',
  'Someone tried to sign up with your address': 'किसी ने आपके ईमेल पते से साइन अप करने की कोशिश की',
  'Someone just tried to create a LearnFree account with this e-mail address, which already has one. If it was you, log in, or reset your password if you have forgotten it. An account that was never verified sends a new verification link when you log in.':
    'किसी ने अभी इस ईमेल पते से LearnFree अकाउंट बनाने की कोशिश की, जबकि इस पते से एक अकाउंट पहले से बना है। अगर यह आप थे, तो लॉग इन करें, या पासवर्ड भूल गए हों तो उसे रीसेट करें। अगर अकाउंट कभी वेरिफ़ाई नहीं हुआ था, तो लॉग इन करने पर नया वेरिफ़िकेशन लिंक भेजा जाएगा।',
  'Log in': 'लॉग इन करें',

  // Password reset (functions/auth/accounts.ts)
  'Reset your password': 'अपना पासवर्ड रीसेट करें',
  'Someone asked to reset the password of your LearnFree account.':
    'किसी ने आपके LearnFree अकाउंट का पासवर्ड रीसेट करने के लिए कहा है।',
  'Choose a new password': 'नया पासवर्ड चुनें',
};
