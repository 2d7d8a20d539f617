/** Hindi for the catalogue and the course page (`web/src/features/catalogue/`): English id → Hindi. Terms as in docs/translating.md. */
const hi: Record<string, string> = {
  // The catalogue
  'Every course on LearnFree is free: programming, computer science and more, in English and Hindi. Pick one and start learning today.':
    'LearnFree का हर कोर्स मुफ़्त है: प्रोग्रामिंग, कंप्यूटर साइंस और बहुत कुछ, अंग्रेज़ी और हिंदी में। कोई भी कोर्स चुनें और आज ही सीखना शुरू करें।',
  'Every course is free. Pick one and start learning today.':
    'हर कोर्स मुफ़्त है। कोई भी कोर्स चुनें और आज ही सीखना शुरू करें।',
  'Search courses': 'कोर्स खोजें',
  'Search by name, creator or category': 'नाम, क्रिएटर या कैटेगरी से खोजें',
  '{count, plural, one {# course} other {# courses}}': '{count, plural, one {# कोर्स} other {# कोर्स}}',
  '{count, plural, one {# course matches “{search}”} other {# courses match “{search}”}}':
    '{count, plural, one {“{search}” से मेल खाता # कोर्स} other {“{search}” से मेल खाते # कोर्स}}',
  'Sort by': 'क्रम से दिखाएँ',
  'Best match': 'सबसे सटीक',
  Newest: 'सबसे नए',
  'Most liked': 'सबसे ज़्यादा पसंद किए गए',
  Shortest: 'सबसे छोटे',
  'Highest rated': 'सबसे ऊँची रेटिंग',
  'These are later courses of the list.': 'ये सूची के आगे के कोर्स हैं।',
  'Back to the start': 'शुरुआत पर लौटें',
  'Load more courses': 'और कोर्स दिखाएँ',
  'Next courses': 'अगले कोर्स',
  'No course matches “{search}” with these filters.':
    'इन फ़िल्टर के साथ “{search}” से मेल खाता कोई कोर्स नहीं मिला।',
  'No course matches “{search}”.': '“{search}” से मेल खाता कोई कोर्स नहीं मिला।',
  'No course fits these filters.': 'इन फ़िल्टर के हिसाब से कोई कोर्स नहीं है।',
  'Request this course': 'यह कोर्स रिक्वेस्ट करें',
  'Show all courses': 'सभी कोर्स दिखाएँ',
  'Course list': 'कोर्स की सूची',
  '{count, plural, one {# lesson} other {# lessons}}': '{count, plural, one {# लेसन} other {# लेसन}}',
  // The filters
  Filters: 'फ़िल्टर',
  'Filter by': 'फ़िल्टर करें',
  Any: 'कोई भी',
  Language: 'भाषा',
  Category: 'कैटेगरी',
  Length: 'अवधि',
  'Short, up to {max} lessons': 'छोटे, {max} लेसन तक',
  'Medium, {min}–{max} lessons': 'मध्यम, {min}–{max} लेसन',
  'Long, {min}+ lessons': 'लंबे, {min}+ लेसन',
  'Show courses': 'कोर्स दिखाएँ',
  '{count, plural, one {Show # course} other {Show # courses}}':
    '{count, plural, one {# कोर्स दिखाएँ} other {# कोर्स दिखाएँ}}',
  // The course page
  'Wait we are fetching data!': 'ज़रा रुकिए, जानकारी लाई जा रही है!',
  "This course wasn't loaded: something went wrong. Try again.":
    'यह कोर्स लोड नहीं हुआ: कुछ गड़बड़ हो गई। फिर से कोशिश करें।',
  'Course not found': 'कोर्स नहीं मिला',
  'This course does not exist or is no longer offered.': 'यह कोर्स मौजूद नहीं है या अब उपलब्ध नहीं है।',
  'We could not load this course. Please try again.': 'हम यह कोर्स लोड नहीं कर पाए। कृपया फिर से कोशिश करें।',
  'Browse all courses': 'सभी कोर्स देखें',
  Breadcrumb: 'आप यहाँ हैं',
  'Created by': 'क्रिएटर',
  Lessons: 'लेसन',
  'Self-check quizzes': 'अभ्यास क्विज़',
  'Lesson {number}': 'लेसन {number}',
  Description: 'विवरण',
  Creator: 'क्रिएटर',
  '{count, plural, one {# lesson in {language}} other {# lessons in {language}}}':
    '{count, plural, one {{language} में # लेसन} other {{language} में # लेसन}}',
  FREE: 'मुफ़्त',
  'Continue: lesson {number}': 'जारी रखें: लेसन {number}',
  'Enroll Now': 'अभी एनरोल करें',
  Enrolling: 'एनरोल हो रहा है',
  "You weren't enrolled": 'आप एनरोल नहीं हुए',
  'Edit quizzes': 'क्विज़ बदलें',
};

export default hi;
