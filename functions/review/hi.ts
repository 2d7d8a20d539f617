/**
 * The review cards' answers in Hindi, keyed by their English text (functions/lib/i18n/hi.ts
 * explains the catalogue). The area's routes register them, so only its own bundle carries them.
 */
import { CARD_FRONT_MAX, DUE_LIMIT_MAX, REVIEW_GRADES, REVIEW_MESSAGES } from '../../shared/review';

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // shared/review.ts
  'Review card made. It is due now.': 'रिव्यू कार्ड बन गया। इसे अभी दोहराया जा सकता है।',
  'This note already has a review card.': 'इस नोट का रिव्यू कार्ड पहले से है।',
  'This note no longer exists.': 'यह नोट अब मौजूद नहीं है।',
  'This review card no longer exists.': 'यह रिव्यू कार्ड अब मौजूद नहीं है।',
  [REVIEW_MESSAGES.front]: `सवाल में ज़्यादा से ज़्यादा ${CARD_FRONT_MAX} अक्षर हो सकते हैं, एक ही लाइन में।`,
  [REVIEW_MESSAGES.hints]: 'courseId और lessonId साथ-साथ भेजें: दोनों, या कोई भी नहीं।',
  [REVIEW_MESSAGES.grade]: `grade इनमें से कोई एक होना चाहिए: ${REVIEW_GRADES.join(', ')}।`,
  [REVIEW_MESSAGES.limit]: `limit 0 से ${DUE_LIMIT_MAX} के बीच की कोई पूर्ण संख्या होनी चाहिए।`,
  "due must be the card's due date as the server sent it.":
    'due कार्ड की वही तारीख होनी चाहिए जो सर्वर ने भेजी थी।',
  'This card was graded a moment ago (in another tab or by a repeated click); that grade counts.':
    'इस कार्ड को अभी-अभी ग्रेड किया गया (किसी दूसरे टैब में या दोबारा क्लिक से); वही ग्रेड गिना जाएगा।',
  'Review card deleted. The note stays.': 'रिव्यू कार्ड हटा दिया गया। नोट बना रहेगा।',
};
