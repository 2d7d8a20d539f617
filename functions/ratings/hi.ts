/**
 * The ratings' and reviews' answers in Hindi, keyed by their English text (functions/lib/i18n/hi.ts
 * explains the catalogue). The area's routes register them, so only its own bundle carries them.
 */
import { LIMITS } from '../../shared/constants';
import { RATING_MESSAGES, REVIEW_MAX, STARS_MAX, STARS_MIN } from '../../shared/ratings';

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // shared/ratings.ts
  [RATING_MESSAGES.stars]: `${STARS_MIN} से ${STARS_MAX} स्टार में से चुनें।`,
  [RATING_MESSAGES.review]: `रिव्यू में ज़्यादा से ज़्यादा ${REVIEW_MAX} अक्षर हो सकते हैं।`,
  [RATING_MESSAGES.notEnrolled]: 'रेटिंग देने से पहले इस कोर्स में एनरोल करें और कम से कम एक लेसन पूरा करें।',
  [RATING_MESSAGES.noLessonDone]: 'रेटिंग देने से पहले इस कोर्स का कम से कम एक लेसन पूरा करें।',
  [RATING_MESSAGES.saved]: 'इस कोर्स को रेटिंग देने के लिए धन्यवाद।',
  [RATING_MESSAGES.deleted]: 'आपकी रेटिंग हटा दी गई।',
  [RATING_MESSAGES.noRating]: 'आपने इस कोर्स को अभी रेटिंग नहीं दी है।',
  [RATING_MESSAGES.dismissed]: 'हम दोबारा नहीं पूछेंगे। आप कभी भी इस कोर्स के पेज से इसे रेटिंग दे सकते हैं।',
  [RATING_MESSAGES.reviewGone]: 'यह रिव्यू अब मौजूद नहीं है।',
  [RATING_MESSAGES.ownReview]: 'आप अपने ही रिव्यू को वोट नहीं दे सकते।',
  [RATING_MESSAGES.reportOwn]: 'आप अपना ही रिव्यू रिपोर्ट नहीं कर सकते।',
  [RATING_MESSAGES.reported]: 'धन्यवाद। एक एडमिन इस रिव्यू को देखेंगे।',
  [RATING_MESSAGES.alreadyReported]: 'आप यह रिव्यू पहले ही रिपोर्ट कर चुके हैं। एक एडमिन इसे देखेंगे।',
  [RATING_MESSAGES.reasonRequired]: `कृपया बताएँ कि आप यह रिव्यू क्यों रिपोर्ट कर रहे हैं (ज़्यादा से ज़्यादा ${LIMITS.chatMessageMax} अक्षर)।`,
  [RATING_MESSAGES.reviewDeleted]: 'रिव्यू हटा दिया गया।',
  [RATING_MESSAGES.reportsDismissed]: 'इस रिव्यू पर आई रिपोर्ट खारिज कर दी गईं।',
  [RATING_MESSAGES.noOpenReports]: 'इस रिव्यू पर कोई खुली रिपोर्ट नहीं है।',

  // functions/ratings
  'You have rated {limit} times this hour. Please wait before rating again.':
    'आप इस घंटे {limit} बार रेटिंग दे चुके हैं। फिर से रेटिंग देने से पहले थोड़ा रुकें।',
  'You have voted a lot this hour. Please wait before voting again.':
    'आपने इस घंटे काफ़ी वोट किए हैं। फिर से वोट करने से पहले थोड़ा रुकें।',
  'You have reported a lot this hour, thank you. Please wait before reporting more.':
    'आपने इस घंटे काफ़ी रिपोर्ट भेजी हैं, धन्यवाद। और रिपोर्ट करने से पहले थोड़ा रुकें।',
};
