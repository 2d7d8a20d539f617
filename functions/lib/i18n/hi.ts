/**
 * The server's messages in Hindi, keyed by their English text (gettext-style: the English is the id,
 * as in the web app's catalogue, so one glossary serves both). This catalogue holds what every
 * function may answer: the shared rules' messages and the fields' names (their Hindi lives in
 * `shared/i18n/hi.ts`, which the web app reads too), the wrappers' messages, those several areas
 * share, and the frame of every mail. Each area keeps its own in `functions/<area>/hi.ts`, which its
 * routes register (`addMessages`), so a function's bundle carries its own area's Hindi only.
 *
 * Messages written in code are keyed by their text, and `catalogue.unit.test.ts` finds every one of
 * them. Register: friendly, modern Indian product Hindi (docs/translating.md, with the glossary).
 * Placeholders (`{name}`) stay as in English.
 */
import { HI_FIELDS, HI_SHARED_MESSAGES } from '../../../shared/i18n/hi';

/** The body fields' names, as `{name}` shows them: the shared list. */
export { HI_FIELDS };

export const HI_MESSAGES: Readonly<Record<string, string>> = {
  ...HI_SHARED_MESSAGES,

  // functions/lib/errors.ts and the wrappers
  'Invalid request.': 'रिक्वेस्ट सही नहीं है।',
  'Please log in.': 'कृपया लॉग इन करें।',
  'You are not allowed to do that.': 'आपको ऐसा करने की अनुमति नहीं है।',
  'Not found.': 'नहीं मिला।',
  'The request is too large.': 'रिक्वेस्ट बहुत बड़ी है।',
  'Too many attempts, please wait a few minutes and try again.':
    'बहुत ज़्यादा कोशिशें हो गईं, कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'The service is briefly unavailable, please try again in a moment.':
    'सेवा थोड़ी देर के लिए उपलब्ध नहीं है, कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Cross-site request refused.': 'दूसरी साइट से आई रिक्वेस्ट स्वीकार नहीं की गई।',
  'The request body is not valid JSON.': 'रिक्वेस्ट की बॉडी सही JSON नहीं है।',
  'Cross-site connection refused.': 'दूसरी साइट से आया कनेक्शन स्वीकार नहीं किया गया।',
  'The message is too large.': 'मैसेज बहुत बड़ा है।',
  'The message is not valid JSON.': 'मैसेज सही JSON नहीं है।',
  'Requests must come through the site.': 'रिक्वेस्ट साइट के ज़रिए ही आनी चाहिए।',
  'This page link is no longer valid. Start from the first page.':
    'इस पेज का लिंक अब काम नहीं करता। पहले पेज से शुरू करें।',
  'We could not send the e-mail right now. Please try again later.':
    'हम अभी ईमेल नहीं भेज सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  // Messages several areas answer
  '1 lesson': '1 लेसन',
  '{count} lessons': '{count} लेसन',
  'Course not found.': 'कोर्स नहीं मिला।',
  'Lesson not found.': 'लेसन नहीं मिला।',
  'Enrol in this course first.': 'पहले इस कोर्स में एनरोल करें।',
  'Question not found.': 'सवाल नहीं मिला।',

  // The video provider (functions/lib/video-provider/), for the areas that read YouTube
  "Today's allowance of YouTube calls is used up. Please try again after midnight UTC.":
    'आज के लिए YouTube कॉल की लिमिट खत्म हो गई है। कृपया आधी रात (UTC) के बाद फिर से कोशिश करें।',
  'YouTube refused more calls today (its quota is used up). Please try again tomorrow.':
    'YouTube ने आज और कॉल लेने से मना कर दिया (उसका कोटा खत्म हो गया है)। कृपया कल फिर से कोशिश करें।',
  'YouTube did not answer. Please try again in a moment.':
    'YouTube ने जवाब नहीं दिया। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Reading a YouTube playlist needs a YouTube Data API key, and none is configured (YOUTUBE_API_KEY locally, the youtubeApiKeySecret setting in the cloud).':
    'YouTube प्लेलिस्ट पढ़ने के लिए YouTube Data API key चाहिए, और कोई key सेट नहीं है (लोकल में YOUTUBE_API_KEY, क्लाउड में youtubeApiKeySecret सेटिंग)।',

  // The frame (functions/lib/mail.ts)
  'Hi {name},': 'नमस्ते {name},',
  'Or paste this address into your browser: {link}': 'या यह पता अपने ब्राउज़र में पेस्ट करें: {link}',
  'If you did not ask for this, you can ignore this mail.':
    'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर सकते हैं।',
};
