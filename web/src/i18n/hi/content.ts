/** Hindi for content (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // The page
  'Content health | LearnFree': 'कंटेंट की जाँच | LearnFree',
  'Content health': 'कंटेंट की जाँच',
  'Loading the content health...': 'कंटेंट की जाँच लोड हो रही है...',
  'Only admins can see the health of the catalogue.': 'कैटलॉग की जाँच सिर्फ़ एडमिन देख सकते हैं।',
  'Back to the courses': 'कोर्स पर वापस जाएँ',
  'The content health could not be loaded.': 'कंटेंट की जाँच लोड नहीं हो सकी।',
  'Videos that do not play': 'जो वीडियो नहीं चलते',
  'No problems found: every video played at the last check.':
    'कोई दिक्कत नहीं मिली: पिछली जाँच में हर वीडियो चला।',
  'No problems known yet. Check now to check every video.':
    'अभी तक कोई दिक्कत पता नहीं है। हर वीडियो जाँचने के लिए "अभी जाँचें" चुनें।',
  'Playlist changes': 'प्लेलिस्ट में बदलाव',
  'These courses were made from playlists that changed since. Applying the changes makes each new video a lesson (a hidden lesson that showed it comes back) and hides the lessons whose videos left the playlist. Learners keep their progress.':
    'ये कोर्स जिन प्लेलिस्ट से बने थे, वे तब से बदल गई हैं। बदलाव लागू करने पर हर नया वीडियो एक लेसन बन जाता है (अगर उसे दिखाने वाला कोई लेसन छिपा था, तो वह वापस आ जाता है) और जिन लेसन के वीडियो प्लेलिस्ट से हट गए, वे छिप जाते हैं। लर्नर्स की प्रगति बनी रहती है।',
  "No course's playlist has changed since the course was made.":
    'कोर्स बनने के बाद से किसी भी कोर्स की प्लेलिस्ट नहीं बदली है।',
  // The check
  'The check did not finish. Try again in a few minutes.': 'जाँच पूरी नहीं हुई। कुछ मिनट बाद फिर से कोशिश करें।',
  'Last checked <0>{when}</0>.': 'पिछली जाँच: <0>{when}</0>।',
  'No check has run yet.': 'अभी तक कोई जाँच नहीं हुई है।',
  'Checking…': 'जाँच हो रही है…',
  'Check now': 'अभी जाँचें',
  'Checking the videos': 'वीडियो जाँचे जा रहे हैं',
  "Checking every lesson's video and every course's playlist. This can take up to half a minute.":
    'हर लेसन का वीडियो और हर कोर्स की प्लेलिस्ट जाँची जा रही है। इसमें आधा मिनट तक लग सकता है।',
  'Check done: {checked, plural, one {# video} other {# videos}} checked, {problems, plural, one {# lesson} other {# lessons}} with a problem.':
    'जाँच पूरी हुई: {checked, plural, one {# वीडियो} other {# वीडियो}} जाँचे गए, {problems, plural, one {# लेसन} other {# लेसन}} में दिक्कत मिली।',
  "{count, plural, one {# video was} other {# videos were}} left for the next check (the day's YouTube quota or the check's time ran out).":
    '{count, plural, one {# वीडियो} other {# वीडियो}} अगली जाँच के लिए छोड़ दिए गए (दिन का YouTube कोटा या जाँच का समय खत्म हो गया)।',
  // What happened to a video
  'Removed from YouTube': 'YouTube से हटा दिया गया',
  'Made private by its owner': 'इसके मालिक ने इसे प्राइवेट कर दिया',
  'Its owner turned off playing it on other sites': 'इसके मालिक ने दूसरी साइटों पर इसे चलाना बंद कर दिया',
  'Reported by learners; the next check confirms or clears it':
    'लर्नर्स ने रिपोर्ट किया है; अगली जाँच में इसकी पुष्टि होगी या यह हट जाएगा',
  // A problem
  'lesson {number}: {name}': 'लेसन {number}: {name}',
  'Lesson {number}: {name}': 'लेसन {number}: {name}',
  Since: 'कब से',
  'Learner reports': 'लर्नर्स की रिपोर्ट',
  None: 'कोई नहीं',
  Video: 'वीडियो',
  'Open on YouTube': 'YouTube पर खोलें',
  '({name}, opens in a new tab)': '({name}, नए टैब में खुलता है)',
  'Replace video': 'वीडियो बदलें',
  'of {name}': '{name} का',
  'Hide lesson': 'लेसन छिपाएँ',
  // Replacing a video
  "Enter the new video's link or id.": 'नए वीडियो का लिंक या ID डालें।',
  'This is neither a YouTube video link nor an 11-character video id.':
    'यह न तो YouTube वीडियो का लिंक है और न ही 11 अक्षरों वाली वीडियो ID।',
  'This is the video that does not play. Choose another one.': 'यही वह वीडियो है जो नहीं चलता। कोई दूसरा चुनें।',
  'Lesson {number} now plays the new video.': 'लेसन {number} में अब नया वीडियो चलता है।',
  'Replace the video of lesson {number}: {name}': 'लेसन {number} का वीडियो बदलें: {name}',
  'New video link or id': 'नए वीडियो का लिंक या ID',
  "A YouTube video link, such as https://www.youtube.com/watch?v=…, or the video's 11-character id. The video must play on other sites.":
    'YouTube वीडियो का लिंक, जैसे https://www.youtube.com/watch?v=…, या वीडियो की 11 अक्षरों वाली ID। वीडियो दूसरी साइटों पर चलना चाहिए।',
  Replacing: 'बदला जा रहा है',
  Replace: 'बदलें',
  // Hiding a lesson
  'Lesson {number} is hidden.': 'लेसन {number} छिपा दिया गया।',
  'Hide this lesson?': 'यह लेसन छिपाएँ?',
  'in {course}': '({course} में)',
  'Learners no longer see it in the course, and it no longer counts toward the certificate.':
    'लर्नर्स को यह लेसन कोर्स में नहीं दिखेगा, और यह सर्टिफ़िकेट के लिए भी नहीं गिना जाएगा।',
  'Hiding…': 'छिपाया जा रहा है…',
  'Hide the lesson': 'लेसन छिपाएँ',
  // Playlist changes
  '{course} follows its playlist again.': '{course} फिर से अपनी प्लेलिस्ट के हिसाब से है।',
  'Added to the playlist': 'प्लेलिस्ट में जोड़े गए',
  'Gone from the playlist': 'प्लेलिस्ट से हटाए गए',
  '{count, plural, one {# video} other {# videos}}': '{count, plural, one {# वीडियो} other {# वीडियो}}',
  Applying: 'लागू हो रहा है',
  'Apply changes': 'बदलाव लागू करें',
  'to {course}': '({course} पर)',
};

export default hi;
