/**
 * The content health's answers, checks and the admins' digest in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  'link must be a YouTube video link (https://www.youtube.com/watch?v=…) or its 11-character video id.':
    'link किसी YouTube वीडियो का लिंक (https://www.youtube.com/watch?v=…) या उसकी 11 अक्षरों की वीडियो id होनी चाहिए।',
  'Send link (the new video: a YouTube video link or its 11-character id) or hidden: true to hide the lesson.':
    'link भेजें (नया वीडियो: YouTube वीडियो का लिंक या उसकी 11 अक्षरों की id), या लेसन छिपाने के लिए hidden: true भेजें।',

  // functions/content and the video provider
  'The lesson is hidden from learners.': 'यह लेसन लर्नर्स से छिपा दिया गया है।',
  'The lesson now shows the new video.': 'अब इस लेसन में नया वीडियो दिखता है।',
  'A content check is running now. Please try again in a few minutes.':
    'अभी कंटेंट की जाँच चल रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'That video does not exist on YouTube (it was removed, or the id is wrong). Choose another video.':
    'यह वीडियो YouTube पर मौजूद नहीं है (इसे हटा दिया गया है, या id गलत है)। कोई दूसरा वीडियो चुनें।',
  'That video is private on YouTube, so learners could not watch it. Choose another video.':
    'यह वीडियो YouTube पर प्राइवेट है, इसलिए लर्नर्स इसे नहीं देख पाएँगे। कोई दूसरा वीडियो चुनें।',
  'The owner of that video does not allow it to be played outside YouTube, so it cannot be a lesson. Choose another video.':
    'इस वीडियो के मालिक ने इसे YouTube के बाहर चलाने की अनुमति नहीं दी है, इसलिए यह लेसन नहीं बन सकता। कोई दूसरा वीडियो चुनें।',
  'The new video could not be checked with YouTube right now (its daily allowance is used up or it did not answer). Please try again later.':
    'नया वीडियो अभी YouTube से जाँचा नहीं जा सका (आज की लिमिट खत्म हो गई है या YouTube ने जवाब नहीं दिया)। कृपया बाद में फिर से कोशिश करें।',
  'There are no playlist changes to apply to this course. The next check looks again.':
    'इस कोर्स पर लागू करने के लिए प्लेलिस्ट में कोई बदलाव नहीं है। अगली जाँच में फिर से देखा जाएगा।',
  "With the playlist's new videos the course would have more than {max} lessons. Hide some lessons first.":
    'प्लेलिस्ट के नए वीडियो के साथ कोर्स में {max} से ज़्यादा लेसन हो जाएँगे। पहले कुछ लेसन छिपाएँ।',
  'The course follows its playlist again: {added} added, {hidden} hidden.':
    'कोर्स फिर से अपनी प्लेलिस्ट जैसा है: {added} जोड़े गए, {hidden} छिपाए गए।',
  'Thank you. An admin will look at this video.': 'धन्यवाद। एक एडमिन इस वीडियो को देखेंगे।',
  'This course has no such lesson.': 'इस कोर्स में ऐसा कोई लेसन नहीं है।',
  'You have reported {limit} videos this hour, thank you. Please wait before reporting more.':
    'आप इस घंटे {limit} वीडियो रिपोर्ट कर चुके हैं, धन्यवाद। और रिपोर्ट करने से पहले थोड़ा रुकें।',

  // The admins' content digest (functions/content/digest.ts)
  'LearnFree: 1 lesson needs attention': 'LearnFree: 1 लेसन पर ध्यान देना है',
  'LearnFree: {count} lessons need attention': 'LearnFree: {count} लेसन पर ध्यान देना है',
  'The content check of {time} found a lesson whose video can no longer be played. Learners see it marked as unavailable, and a course whose every lesson is unavailable has left the catalogue until it is fixed.':
    '{time} की कंटेंट जाँच में एक ऐसा लेसन मिला जिसका वीडियो अब नहीं चल सकता। लर्नर्स को यह उपलब्ध नहीं के रूप में दिखता है, और जिस कोर्स का कोई भी लेसन उपलब्ध नहीं है, वह ठीक होने तक कैटलॉग से हट गया है।',
  'The content check of {time} found {count} lessons whose video can no longer be played. Learners see them marked as unavailable, and a course whose every lesson is unavailable has left the catalogue until it is fixed.':
    '{time} की कंटेंट जाँच में {count} ऐसे लेसन मिले जिनका वीडियो अब नहीं चल सकता। लर्नर्स को ये उपलब्ध नहीं के रूप में दिखते हैं, और जिस कोर्स का कोई भी लेसन उपलब्ध नहीं है, वह ठीक होने तक कैटलॉग से हट गया है।',
  'Replace or hide it on the content health page': 'कंटेंट हेल्थ पेज पर इसे बदलें या छिपाएँ',
  'Replace or hide them on the content health page': 'कंटेंट हेल्थ पेज पर इन्हें बदलें या छिपाएँ',
  '{course}, lesson {lesson} "{name}": {problem} (video {link})':
    '{course}, लेसन {lesson} "{name}": {problem} (वीडियो {link})',
  'the video was removed from YouTube': 'वीडियो YouTube से हटा दिया गया',
  'the video was made private': 'वीडियो प्राइवेट कर दिया गया',
  'the video may no longer be played outside YouTube': 'वीडियो अब YouTube के बाहर नहीं चलाया जा सकता',
  'You get this mail because you are an admin of LearnFree: one mail after a check that finds new problems, never one per problem.':
    'आपको यह मेल इसलिए मिला है क्योंकि आप LearnFree के एडमिन हैं: जिस जाँच में नई दिक्कतें मिलती हैं, उसके बाद एक ही मेल आता है, हर दिक्कत के लिए अलग नहीं।',
};
