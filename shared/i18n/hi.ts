/**
 * The Hindi of what `shared/` itself says: the messages its rules refuse with (validation, text,
 * the shared constants, mail delivery) and the names of the fields those messages name. Keyed by
 * the English text, or by the constant that holds it, so a changed English cannot silently lose its
 * translation.
 *
 * One copy for both sides: the server's catalogue (functions/lib/i18n/) starts from it, and the web
 * app loads it lazily on Hindi pages to show its own run of the shared checks in Hindi
 * (web/src/i18n/shared-messages.ts). Only what every function may answer belongs here, since it
 * rides in every function's bundle: an area's own messages stay in `functions/<area>/hi.ts`.
 * Register and glossary: docs/translating.md.
 */
import { MESSAGES } from '../constants';
import { MAIL_RESUMED_MSG, MAIL_UNDELIVERABLE_MSG, VERIFICATION_UNDELIVERABLE_MSG } from '../mail-delivery';
import { REDIRECT_MSG } from '../same-site-path';
import { TEXT_MSG } from '../text';

/** The messages of `shared/`, in Hindi. */
export const HI_SHARED_MESSAGES: Readonly<Record<string, string>> = {
  // shared/constants.ts
  [MESSAGES.invalidInputs]: 'दी गई जानकारी सही नहीं है!',
  [MESSAGES.passwordsDiffer]: 'पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे होने चाहिए!',
  [MESSAGES.notVerified]: 'अकाउंट अभी वेरिफ़ाई नहीं हुआ है, कृपया पहले उसे वेरिफ़ाई करें!',
  [MESSAGES.invalidLink]:
    'माफ़ कीजिए, आपने जिस लिंक पर क्लिक किया है वह सही नहीं है या उसकी समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें या सपोर्ट से संपर्क करें।',
  [MESSAGES.verified]: 'आपका ईमेल वेरिफ़ाई हो गया है। LearnFree में आपका स्वागत है!',
  [MESSAGES.alreadyVerified]: 'आपका ईमेल पता पहले से वेरिफ़ाई है। लॉग इन करें।',
  [MESSAGES.fillAllFields]: 'कृपया सभी फ़ील्ड भरें!',

  // shared/mail-delivery.ts
  [MAIL_UNDELIVERABLE_MSG]: 'हम इस पते पर मेल नहीं पहुँचा सके।',
  [VERIFICATION_UNDELIVERABLE_MSG]:
    'हम इस पते पर वेरिफ़िकेशन मेल नहीं पहुँचा सके, इसलिए अकाउंट चालू नहीं हो सकता। पते में कोई गलती तो नहीं, देख लें और सही पते से फिर से साइन अप करें।',
  [MAIL_RESUMED_MSG]: 'हम इस पते पर फिर से मेल भेजेंगे।',

  // shared/mail-delivery.ts: what the account page says about an address that gets no mail
  'Your mail provider answered that it does not exist or no longer accepts mail, so we stopped sending to it. Check the address; once it receives mail again, choose "Send me mail again".':
    'आपके मेल प्रोवाइडर ने बताया कि यह पता मौजूद नहीं है या अब मेल नहीं लेता, इसलिए हमने इस पर मेल भेजना बंद कर दिया। पता जाँच लें; जब इस पर फिर से मेल आने लगे, तो "मुझे फिर से मेल भेजें" चुनें।',
  'A mail we sent was reported as spam from this address, so we stopped sending to it. If you want our mail again (password resets, answers to your questions), choose "Send me mail again".':
    'इस पते से हमारे भेजे एक मेल को स्पैम बताया गया, इसलिए हमने इस पर मेल भेजना बंद कर दिया। अगर आप हमारे मेल फिर से पाना चाहते हैं (पासवर्ड रीसेट, आपके सवालों के जवाब), तो "मुझे फिर से मेल भेजें" चुनें।',

  // shared/text.ts, shared/same-site-path.ts
  [TEXT_MSG]: 'सिर्फ़ दिखने वाले अक्षर इस्तेमाल करें: कंट्रोल, अदृश्य या टेक्स्ट की दिशा बदलने वाले अक्षर नहीं।',
  [REDIRECT_MSG]: 'redirect इस साइट का कोई पाथ होना चाहिए।',

  // Validation (shared/validation.ts and the schemas)
  'The request body must be a JSON object.': 'रिक्वेस्ट की बॉडी एक JSON ऑब्जेक्ट होनी चाहिए।',
  'Password is required.': 'पासवर्ड डालना ज़रूरी है।',
  '{name} must be text.': '{name} टेक्स्ट होना चाहिए।',
  '{name} is required.': '{name} ज़रूरी है।',
  '{name} is too short.': '{name} बहुत छोटा है।',
  '{name} must be at most {max} characters.': '{name} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं।',
  '{name} is not valid.': '{name} सही नहीं है।',
  '{name} must be a number from {min} to {max}.': '{name} {min} से {max} के बीच की कोई संख्या होनी चाहिए।',
  '{name} must be a whole number from {min} to {max}.':
    '{name} {min} से {max} के बीच की कोई पूर्ण संख्या होनी चाहिए।',
  '{name} must be true or false.': '{name} true या false होना चाहिए।',
  '{name} must be one of {values}.': '{name} इनमें से कोई एक होना चाहिए: {values}।',
  '{name} must be one of {values}, or null for any.':
    '{name} इनमें से कोई एक होना चाहिए: {values}, या कोई भी के लिए null।',
  "{name} must be one of the player's error codes: {values}.":
    '{name} प्लेयर के एरर कोड में से एक होना चाहिए: {values}।',
  "{name} must be one of the player's speeds: {values}.": '{name} प्लेयर की स्पीड में से एक होनी चाहिए: {values}।',
  '{name} must be 1 or 0.': '{name} 1 या 0 होना चाहिए।',
  '{name} must be a list.': '{name} एक लिस्ट होनी चाहिए।',
  '{name} must list each id once.': '{name} में हर id एक ही बार होनी चाहिए।',
  'Choose at most {max} {name}.': 'ज़्यादा से ज़्यादा {max} {name} चुनें।',
  'Each of {name} must be a category name.': '{name} में हर एंट्री किसी कैटेगरी का नाम होनी चाहिए।',
};

/**
 * Body fields and form labels, as `{name}` shows them. Names only an API client ever sends (query
 * parameters, ids) stay as they are: a learner never sees them, a developer searches for them.
 */
export const HI_FIELDS: Readonly<Record<string, string>> = {
  // What learners type into forms
  name: 'नाम',
  email: 'ईमेल',
  password: 'पासवर्ड',
  confirmPassword: 'कन्फ़र्म पासवर्ड',
  currentPassword: 'मौजूदा पासवर्ड',
  title: 'टाइटल',
  body: 'टेक्स्ट',
  message: 'मैसेज',
  reason: 'वजह',
  review: 'रिव्यू',
  stars: 'स्टार',
  categories: 'कैटेगरी',
  category: 'कैटेगरी',
  language: 'भाषा',
  uiLanguage: 'इंटरफ़ेस की भाषा',
  theme: 'थीम',
  playbackRate: 'प्लेबैक स्पीड',
  captions: 'कैप्शन',
  autoplayNext: 'अगला लेसन अपने-आप चलाना',
  content: 'नोट',
  topic: 'टॉपिक',
  playlist: 'प्लेलिस्ट',
  creator: 'क्रिएटर',
  info: 'जानकारी',
  description: 'विवरण',
  lessons: 'लेसन',
  lessonName: 'लेसन का नाम',
  link: 'लिंक',
  seconds: 'सेकंड',
  minutes: 'मिनट',
  front: 'सवाल',
  // Labels of the course request and approval forms (shared/requests.ts)
  Name: 'नाम',
  'Email address': 'ईमेल पता',
  Topic: 'टॉपिक',
  'Playlist Link': 'प्लेलिस्ट लिंक',
  Message: 'मैसेज',
  'Video id': 'वीडियो id',
  'Course name': 'कोर्स का नाम',
  Creator: 'क्रिएटर',
  Category: 'कैटेगरी',
  Info: 'जानकारी',
  Description: 'विवरण',
  Language: 'भाषा',
  // Labels the web app's forms give the shared checks (discussion, ratings)
  Title: 'टाइटल',
  'Your question': 'आपका सवाल',
  'Your answer': 'आपका जवाब',
  'Your review': 'आपका रिव्यू',
  // Names only API clients send: kept as the API spells them.
  q: 'q',
  sort: 'sort',
  limit: 'limit',
  code: 'code',
  value: 'value',
  position: 'position',
  passPercent: 'passPercent',
  quizIds: 'quizIds',
  questionIds: 'questionIds',
  answers: 'answers',
  courseId: 'courseId',
  lessonId: 'lessonId',
  noteId: 'noteId',
  messageId: 'messageId',
  ref: 'ref',
  id: 'id',
  redirect: 'redirect',
  grade: 'grade',
  due: 'due',
  done: 'done',
  lesson: 'lesson',
  hidden: 'hidden',
};
