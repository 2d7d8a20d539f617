/**
 * The certificates' answers in Hindi, keyed by their English text (functions/lib/i18n/hi.ts
 * explains the catalogue). The area's routes register them, so only its own bundle carries them.
 */
import { CERTIFICATE_NOT_FOUND } from '../../shared/certificates';

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  [CERTIFICATE_NOT_FOUND]: 'सर्टिफ़िकेट नहीं मिला।',

  // functions/certificates
  'Complete every lesson to claim the certificate: {done} of {total} done.':
    'सर्टिफ़िकेट पाने के लिए हर लेसन पूरा करें: {total} में से {done} पूरे।',
  'The certificate could not be issued, please try again.': 'सर्टिफ़िकेट जारी नहीं हो सका, कृपया फिर से कोशिश करें।',

  // shared/certificates.ts
  'This certificate records that the learner completed all lessons of a free video course on LearnFree. It is not an accredited qualification.':
    'यह सर्टिफ़िकेट बताता है कि लर्नर ने LearnFree पर एक मुफ़्त वीडियो कोर्स के सभी लेसन पूरे किए हैं। यह कोई मान्यता-प्राप्त योग्यता नहीं है।',
};
