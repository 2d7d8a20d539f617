/**
 * The course requests' answers, checks and decision mail in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // Course requests and approving them (shared/requests.ts, shared/content.ts)
  'Name a topic, or give a YouTube playlist link.': 'कोई टॉपिक बताएँ, या YouTube प्लेलिस्ट का लिंक दें।',
  'Playlist Link must be a YouTube playlist or video link, e.g. https://www.youtube.com/playlist?list=… or https://www.youtube.com/watch?v=…':
    'प्लेलिस्ट लिंक YouTube की किसी प्लेलिस्ट या वीडियो का लिंक होना चाहिए, जैसे https://www.youtube.com/playlist?list=… या https://www.youtube.com/watch?v=…',
  'Add at least one lesson.': 'कम से कम एक लेसन जोड़ें।',
  'A course has at most {max} lessons.': 'एक कोर्स में ज़्यादा से ज़्यादा {max} लेसन हो सकते हैं।',
  'Lesson {number}: {problem}': 'लेसन {number}: {problem}',
  'the video id must be 11 characters of A-Z, a-z, 0-9, _ or -.':
    'वीडियो id में A-Z, a-z, 0-9, _ या - के 11 अक्षर होने चाहिए।',
  'a video id is required.': 'वीडियो id ज़रूरी है।',
  'give its lessonName and link.': 'इसका lessonName और link दें।',

  // functions/requests
  "Thank you! We received your request and we'll get back to you soon.":
    'धन्यवाद! हमें आपकी रिक्वेस्ट मिल गई है, हम जल्द ही आपको बताएँगे।',
  'You can send up to {limit} course requests a day. Please try again tomorrow.':
    'आप एक दिन में ज़्यादा से ज़्यादा {limit} कोर्स रिक्वेस्ट भेज सकते हैं। कृपया कल फिर से कोशिश करें।',
  'This course request does not exist.': 'यह कोर्स रिक्वेस्ट मौजूद नहीं है।',
  'This request was already approved.': 'यह रिक्वेस्ट पहले ही मंज़ूर हो चुकी है।',
  'This request was already rejected.': 'यह रिक्वेस्ट पहले ही नामंज़ूर हो चुकी है।',
  'A course named "{name}" is already in the catalogue. Choose another name.':
    '"{name}" नाम का कोर्स कैटलॉग में पहले से है। कोई दूसरा नाम चुनें।',
  '"{name}" is now in the catalogue.': '"{name}" अब कैटलॉग में है।',
  'The request was rejected.': 'रिक्वेस्ट नामंज़ूर कर दी गई।',
  'Give a YouTube playlist link (https://www.youtube.com/playlist?list=…), a video link inside a playlist (…&list=…), or a playlist id.':
    'YouTube प्लेलिस्ट का लिंक (https://www.youtube.com/playlist?list=…), प्लेलिस्ट के अंदर किसी वीडियो का लिंक (…&list=…), या प्लेलिस्ट id दें।',
  'YouTube does not know this playlist, or it is private. Check the link, or type the lessons by hand.':
    'YouTube पर यह प्लेलिस्ट नहीं मिली, या यह प्राइवेट है। लिंक जाँचें, या लेसन खुद टाइप करें।',

  // Decisions on course requests (functions/requests/decisions.ts)
  'Your course request was approved': 'आपकी कोर्स रिक्वेस्ट मंज़ूर हो गई',
  'Good news: the course you asked for is now in the catalogue as "{name}".':
    'अच्छी खबर: आपने जो कोर्स माँगा था, वह अब कैटलॉग में "{name}" नाम से है।',
  'Open the course': 'कोर्स खोलें',
  'Your course request was not accepted': 'आपकी कोर्स रिक्वेस्ट मंज़ूर नहीं हुई',
  'Your course request was not accepted.': 'आपकी कोर्स रिक्वेस्ट मंज़ूर नहीं हुई।',
  'Your course request was not accepted. The reason given: {reason}':
    'आपकी कोर्स रिक्वेस्ट मंज़ूर नहीं हुई। बताई गई वजह: {reason}',
  'See your requests': 'अपनी रिक्वेस्ट देखें',
  'You get this mail because you asked for this course on LearnFree.':
    'आपको यह मेल इसलिए मिला है क्योंकि आपने LearnFree पर यह कोर्स माँगा था।',
};
