/**
 * The answers of enrolling, notes and progress in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // functions/learning
  'Note not found.': 'नोट नहीं मिला।',
  'Note saved.': 'नोट सेव हो गया।',
  'Note deleted.': 'नोट हटा दिया गया।',
  'Note edited.': 'नोट बदल दिया गया।',
  'Enrolled successfully!': 'आप कोर्स में एनरोल हो गए हैं!',
  'You are already enrolled in this course.': 'आप इस कोर्स में पहले से एनरोल हैं।',
  'The like could not be changed, please try again.': 'आपकी पसंद नहीं बदली जा सकी, कृपया फिर से कोशिश करें।',
  'Position saved.': 'आप जहाँ तक देख चुके हैं, वह सेव हो गया।',
  'A lesson can hold at most {max} notes. Delete one to add another.':
    'एक लेसन में ज़्यादा से ज़्यादा {max} नोट रखे जा सकते हैं। नया नोट जोड़ने के लिए कोई एक हटाएँ।',
};
