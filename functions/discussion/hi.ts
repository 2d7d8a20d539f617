/**
 * The lesson discussion's answers and mail in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // functions/discussion
  'Answer accepted.': 'जवाब स्वीकार कर लिया गया।',
  'Answer deleted.': 'जवाब हटा दिया गया।',
  'Question deleted.': 'सवाल हटा दिया गया।',
  'Answer not found.': 'जवाब नहीं मिला।',
  'You are posting very often. Please wait a while before posting again.':
    'आप बहुत जल्दी-जल्दी पोस्ट कर रहे हैं। फिर से पोस्ट करने से पहले थोड़ा रुकें।',
  'You are voting very often. Please wait a while before voting again.':
    'आप बहुत जल्दी-जल्दी वोट कर रहे हैं। फिर से वोट करने से पहले थोड़ा रुकें।',
  'This question has as many answers as it can hold.': 'इस सवाल पर जितने जवाब आ सकते हैं, उतने आ चुके हैं।',
  'You cannot vote for your own question.': 'आप अपने ही सवाल को वोट नहीं दे सकते।',
  'You cannot vote for your own answer.': 'आप अपने ही जवाब को वोट नहीं दे सकते।',
  'Only the person who asked can accept an answer.': 'जवाब सिर्फ़ सवाल पूछने वाला ही स्वीकार कर सकता है।',
  'Only its author or an admin can delete this.': 'इसे सिर्फ़ इसे लिखने वाला या कोई एडमिन ही हटा सकता है।',
  'sort must be top or new.': 'sort top या new होना चाहिए।',

  // A new answer to a learner's question (functions/discussion/discussion.ts)
  'Your question has a new answer': 'आपके सवाल का एक नया जवाब आया है',
  '{name} answered your question "{title}".': '{name} ने आपके सवाल "{title}" का जवाब दिया है।',
  'Read the answer': 'जवाब पढ़ें',
  'You get this mail at most once an hour per question, when someone else answers it.':
    'जब कोई और आपके सवाल का जवाब देता है, तो आपको हर सवाल के लिए घंटे में ज़्यादा से ज़्यादा एक बार यह मेल मिलता है।',
};
