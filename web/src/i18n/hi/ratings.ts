/** Hindi for ratings (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // A course's stars
  'No ratings yet': 'अभी कोई रेटिंग नहीं',
  'Rated {average} out of {max} by {count, plural, one {# learner} other {# learners}}':
    '{count, plural, one {# लर्नर} other {# लर्नर्स}} ने {max} में से {average} रेटिंग दी',
  '{stars, plural, one {# star} other {# stars}}': '{stars, plural, one {# स्टार} other {# स्टार}}',
  '{stars} out of {max}': '{max} में से {stars}',
  'How many learners gave each number of stars': 'कितने लर्नर्स ने कितने स्टार दिए',
  // Reviews
  'Ratings and reviews': 'रेटिंग और रिव्यू',
  'Loading reviews...': 'रिव्यू लोड हो रहे हैं...',
  Reviews: 'रिव्यू',
  'Sort by': 'क्रम से दिखाएँ',
  'Most helpful': 'सबसे मददगार',
  Newest: 'सबसे नए',
  "The reviews weren't loaded. {reason}": 'रिव्यू लोड नहीं हुए। {reason}',
  'No written reviews yet: so far learners have given stars only.':
    'अभी तक कोई लिखित रिव्यू नहीं: अब तक लर्नर्स ने सिर्फ़ स्टार दिए हैं।',
  'No reviews yet. Learners who complete a lesson can rate this course.':
    'अभी तक कोई रिव्यू नहीं। जो लर्नर्स एक लेसन पूरा कर लेते हैं, वे इस कोर्स को रेटिंग दे सकते हैं।',
  'Loading...': 'लोड हो रहा है...',
  'Show more reviews': 'और रिव्यू देखें',
  "More reviews weren't loaded": 'और रिव्यू लोड नहीं हुए',
  '{count, plural, one {# learner found this helpful} other {# learners found this helpful}}':
    '{count, plural, one {# लर्नर को यह मददगार लगा} other {# लर्नर्स को यह मददगार लगा}}',
  '{name} (you)': '{name} (आप)',
  '(edited)': '(बदला गया)',
  'Helpful ({count})': 'मददगार ({count})',
  'Helpful: {tally}': 'मददगार: {tally}',
  Report: 'रिपोर्ट करें',
  'Delete review': 'रिव्यू डिलीट करें',
  "Your mark wasn't saved": 'आपका निशान सेव नहीं हुआ',
  "The review wasn't deleted": 'रिव्यू डिलीट नहीं हुआ',
  'The review was deleted.': 'रिव्यू डिलीट हो गया।',
  'This review no longer exists.': 'यह रिव्यू अब मौजूद नहीं है।',
  // Your rating
  'Your rating': 'आपकी रेटिंग',
  'Thank you for rating this course.': 'इस कोर्स को रेटिंग देने के लिए धन्यवाद।',
  "Your rating wasn't deleted. Try again.": 'आपकी रेटिंग डिलीट नहीं हुई। फिर से कोशिश करें।',
  '<0>Log in</0> and complete a lesson of this course to rate it.':
    'इस कोर्स को रेटिंग देने के लिए <0>लॉग इन करें</0> और इसका एक लेसन पूरा करें।',
  'Enrol in this course and complete a lesson to rate it.':
    'रेटिंग देने के लिए इस कोर्स में एनरोल करें और एक लेसन पूरा करें।',
  'You gave {stars}': 'आपने {stars} दिए',
  'No review written.': 'कोई रिव्यू नहीं लिखा।',
  "Delete your rating and review? It no longer counts toward the course's stars.":
    'अपनी रेटिंग और रिव्यू डिलीट करें? फिर यह कोर्स के स्टार में नहीं गिना जाएगा।',
  "Delete your rating? It no longer counts toward the course's stars.":
    'अपनी रेटिंग डिलीट करें? फिर यह कोर्स के स्टार में नहीं गिनी जाएगी।',
  'Deleting...': 'डिलीट हो रहा है...',
  Delete: 'डिलीट करें',
  'Keep it': 'रहने दें',
  'Edit your rating': 'अपनी रेटिंग बदलें',
  'Delete your rating': 'अपनी रेटिंग डिलीट करें',
  'Complete at least one lesson of this course before you rate it.':
    'रेटिंग देने से पहले इस कोर्स का कम से कम एक लेसन पूरा करें।',
  'Rate this course': 'इस कोर्स को रेटिंग दें',
  'Save rating': 'रेटिंग सेव करें',
  // The form
  'Choose from {min} to {max} stars.': '{min} से {max} स्टार में से चुनें।',
  "Your rating wasn't saved. Try again.": 'आपकी रेटिंग सेव नहीं हुई। फिर से कोशिश करें।',
  'Your review (optional)': 'आपका रिव्यू (ज़रूरी नहीं)',
  'Saving...': 'सेव हो रहा है...',
  // The player's prompt
  "That wasn't saved. Try again.": 'यह सेव नहीं हुआ। फिर से कोशिश करें।',
  'We will not ask again.': 'हम दोबारा नहीं पूछेंगे।',
  'Thank you for rating this course': 'इस कोर्स को रेटिंग देने के लिए धन्यवाद',
  'You can change or delete your rating on the <0>course page</0>.':
    'आप <0>कोर्स पेज</0> पर अपनी रेटिंग बदल या डिलीट कर सकते हैं।',
  'How is this course so far?': 'अब तक यह कोर्स कैसा लगा?',
  'Your stars help other learners choose a course worth finishing.':
    'आपके स्टार दूसरे लर्नर्स को ऐसा कोर्स चुनने में मदद करते हैं जिसे पूरा करना फ़ायदेमंद हो।',
  Rate: 'रेटिंग दें',
  'Closing...': 'बंद हो रहा है...',
  'No thanks': 'नहीं, धन्यवाद',
  // Reporting a review
  "Your report wasn't sent. Try again.": 'आपकी रिपोर्ट नहीं भेजी गई। फिर से कोशिश करें।',
  'Report the review by {author}': '{author} के रिव्यू को रिपोर्ट करें',
  'Why are you reporting this review?': 'आप इस रिव्यू को क्यों रिपोर्ट कर रहे हैं?',
  'Sending...': 'भेजा जा रहा है...',
  'Send report': 'रिपोर्ट भेजें',
  // Reported reviews (moderation)
  'Reported reviews': 'रिपोर्ट किए गए रिव्यू',
  'No course review is reported.': 'किसी भी कोर्स रिव्यू को रिपोर्ट नहीं किया गया है।',
  'the review by {author}': '{author} का रिव्यू',
  'The course': 'कोर्स',
  'of the review by {author}': '({author} के रिव्यू का)',
  "Delete this review and its rating? The course's stars will no longer count it.":
    'यह रिव्यू और इसकी रेटिंग डिलीट करें? फिर यह कोर्स के स्टार में नहीं गिना जाएगा।',
  'Delete the review': 'रिव्यू डिलीट करें',
  'by {author}': '({author} का)',
  'Dismissing...': 'खारिज हो रहा है...',
  "The reports weren't dismissed": 'रिपोर्ट खारिज नहीं हुईं',
  'Dismiss the reports': 'रिपोर्ट खारिज करें',
  'on the review by {author}': '({author} के रिव्यू पर)',
};

export default hi;
