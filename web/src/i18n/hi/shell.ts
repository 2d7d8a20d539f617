/**
 * Hindi for the app's frame and what every page shares (`web/src/app/`, `components/`, `lib/`,
 * `config/`): English id → Hindi. Terms as in the glossary of docs/translating.md.
 */
const hi: Record<string, string> = {
  // Footer
  Courses: 'कोर्स',
  'Log in': 'लॉग इन करें',
  'Sign up': 'साइन अप करें',
  'Terms of Service': 'सेवा की शर्तें',
  'Privacy Policy': 'प्राइवेसी पॉलिसी',
  'LearnFree home': 'LearnFree होम',
  'Never Stop Learning! Join Us Now': 'सीखना कभी मत रोकिए! आज ही जुड़ें',
  'Free video courses, curated, with your progress and notes in one place.':
    'चुने हुए मुफ़्त वीडियो कोर्स, और आपकी प्रगति व नोट्स एक ही जगह।',
  Explore: 'एक्सप्लोर करें',
  Contact: 'संपर्क',
  '© {year} LearnFree. All courses are free.': '© {year} LearnFree. सभी कोर्स मुफ़्त हैं।',
  'Designed and built by the LearnFree developers': 'LearnFree डेवलपर्स ने डिज़ाइन किया और बनाया',
  '(opens in a new tab)': '(नए टैब में खुलता है)',
  // The language switch
  'Show this page in {language}': 'यह पेज {language} में देखें',
  // Dates and lengths (lib/time.ts, lib/duration.ts)
  'just now': 'अभी-अभी',
  '{minutes} min ago': '{minutes} मिनट पहले',
  '{hours} h ago': '{hours} घंटे पहले',
  'under 1 min': '1 मिनट से कम',
  '{minutes} min': '{minutes} मिनट',
  '{hours} h': '{hours, plural, one {# घंटा} other {# घंटे}}',
  '{hours} h {minutes} min': '{hours, plural, one {# घंटा} other {# घंटे}} {minutes} मिनट',
  // Navigation bar and account menu
  'Skip to content': 'सीधे मुख्य हिस्से पर जाएँ',
  Main: 'मुख्य',
  'Open menu': 'मेन्यू खोलें',
  'Close menu': 'मेन्यू बंद करें',
  'About us': 'हमारे बारे में',
  Community: 'कम्युनिटी',
  Dashboard: 'डैशबोर्ड',
  'Account Setting': 'अकाउंट सेटिंग्स',
  'Request Course': 'कोर्स रिक्वेस्ट करें',
  'My Requests': 'मेरी रिक्वेस्ट',
  'Review Cards': 'रिव्यू कार्ड',
  'Reported Messages': 'रिपोर्ट किए गए मैसेज',
  'Content Health': 'कंटेंट की जाँच',
  'Account menu for': 'अकाउंट मेन्यू:',
  'Account menu:': 'अकाउंट मेन्यू:',
  'Your account': 'आपका अकाउंट',
  Logout: 'लॉग आउट करें',
  Theme: 'थीम',
  System: 'सिस्टम',
  Light: 'लाइट',
  Dark: 'डार्क',
  // Pages loading and failing
  'Checking your session...': 'आपका सेशन जाँचा जा रहा है...',
  'Loading page...': 'पेज लोड हो रहा है...',
  Loading: 'लोड हो रहा है',
  'Loading…': 'लोड हो रहा है…',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Something went wrong!': 'कुछ गड़बड़ हो गई!',
  'This page could not be shown. Reloading often helps; your progress and notes are safe.':
    'यह पेज दिखाया नहीं जा सका। पेज को रीलोड करने से अक्सर बात बन जाती है; आपकी प्रगति और नोट्स सुरक्षित हैं।',
  'Reload the page': 'पेज रीलोड करें',
  'Go to the home page': 'होम पेज पर जाएँ',
  'Try again': 'फिर से कोशिश करें',
  'Try again.': 'फिर से कोशिश करें।',
  'Trying again...': 'फिर से कोशिश हो रही है...',
  "Can't reach LearnFree right now. Check your connection and try again.":
    'अभी LearnFree से कनेक्ट नहीं हो पा रहा है। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'LearnFree answered with an error ({status}). Try again.':
    'LearnFree की तरफ़ से एक गड़बड़ी आई ({status})। फिर से कोशिश करें।',
  '{what}: no connection. {todo}': '{what}: इंटरनेट कनेक्शन नहीं है। {todo}',
  '{what}: LearnFree had a problem on its side. {todo}': '{what}: LearnFree की तरफ़ से कोई दिक्कत आई। {todo}',
  '{label} can be at most {max} characters: shorten it to save.':
    '{label} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं: सेव करने के लिए इसे छोटा करें।',
  // Shared pieces
  Notifications: 'सूचनाएँ',
  Close: 'बंद करें',
  Cancel: 'रद्द करें',
  'Got it': 'ठीक है',
  Free: 'मुफ़्त',
  'Cover of {course}': '{course} का कवर',
  '{count, plural, one {# open question} other {# open questions}}':
    '{count, plural, one {# सवाल का जवाब बाकी है} other {# सवालों के जवाब बाकी हैं}}',
  '{count, plural, one {# open question on this lesson} other {# open questions on this lesson}}':
    '{count, plural, one {इस लेसन पर # सवाल का जवाब बाकी है} other {इस लेसन पर # सवालों के जवाब बाकी हैं}}',
  '{count, plural, one {# open question in this course} other {# open questions in this course}}':
    '{count, plural, one {इस कोर्स में # सवाल का जवाब बाकी है} other {इस कोर्स में # सवालों के जवाब बाकी हैं}}',
  'A learner at a desk watching a lesson on a laptop, with notes and a coffee cup beside it.':
    'डेस्क पर बैठा एक लर्नर लैपटॉप पर लेसन देख रहा है, पास में नोट्स और कॉफ़ी का कप रखा है।',
  'E-mail:': 'ईमेल:',
  'Phone:': 'फ़ोन:',
  'LearnFree on {platform} (opens in a new tab)': '{platform} पर LearnFree (नए टैब में खुलता है)',
  '{count, plural, one {# report} other {# reports}}': '{count, plural, one {# रिपोर्ट} other {# रिपोर्ट}}',
  'on {post}': '{post} पर',
  // The language a course is taught in
  english: 'अंग्रेज़ी',
  hindi: 'हिंदी',
};

export default hi;
