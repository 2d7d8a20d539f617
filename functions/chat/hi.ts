/**
 * The chat's answers and error frames in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */
import { CHAT_MESSAGES } from '../../shared/chat';
import { LIMITS } from '../../shared/constants';

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // shared/chat.ts
  [CHAT_MESSAGES.empty]: 'पहले कोई मैसेज लिखें।',
  [CHAT_MESSAGES.tooLong]: `मैसेज में ज़्यादा से ज़्यादा ${LIMITS.chatMessageMax} अक्षर हो सकते हैं।`,
  [CHAT_MESSAGES.tooFast]: 'आप बहुत जल्दी-जल्दी मैसेज भेज रहे हैं। कृपया कुछ सेकंड रुकें।',
  [CHAT_MESSAGES.unknownAction]: 'चैट में यह काम नहीं किया जा सकता।',
  [CHAT_MESSAGES.notJoined]: 'आपका चैट कनेक्शन खत्म हो गया है। कृपया पेज दोबारा लोड करें।',
  [CHAT_MESSAGES.reasonRequired]: `कृपया बताएँ कि आप यह मैसेज क्यों रिपोर्ट कर रहे हैं (ज़्यादा से ज़्यादा ${LIMITS.chatMessageMax} अक्षर)।`,
  [CHAT_MESSAGES.reported]: 'धन्यवाद। एक एडमिन इस मैसेज को देखेंगे।',
  [CHAT_MESSAGES.alreadyReported]: 'आप यह मैसेज पहले ही रिपोर्ट कर चुके हैं। एक एडमिन इसे देखेंगे।',
  [CHAT_MESSAGES.ownMessage]: 'आप अपना ही मैसेज रिपोर्ट नहीं कर सकते।',
  [CHAT_MESSAGES.messageGone]: 'यह मैसेज अब मौजूद नहीं है।',
  [CHAT_MESSAGES.noReports]: 'इस मैसेज पर कोई खुली रिपोर्ट नहीं है।',
  [CHAT_MESSAGES.deleted]: 'यह मैसेज सभी के लिए हटा दिया गया।',
  [CHAT_MESSAGES.dismissed]: 'इस मैसेज पर आई रिपोर्ट खारिज कर दी गईं।',
  [CHAT_MESSAGES.adminNotMuted]: 'एडमिन को म्यूट नहीं किया जा सकता।',
  [CHAT_MESSAGES.muteDuration]: 'चुनें कि कितनी देर के लिए म्यूट करना है: 10 मिनट, एक घंटा, एक दिन या एक हफ़्ता।',
  'An admin has muted you in the chat until {until} UTC.': 'एक एडमिन ने आपको चैट में {until} UTC तक म्यूट किया है।',

  // functions/chat
  'You have sent many reports this hour. Please try again later.':
    'आपने इस घंटे काफ़ी रिपोर्ट भेजी हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'The author is muted.': 'लिखने वाले को म्यूट कर दिया गया है।',
};
