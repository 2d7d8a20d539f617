/** Hindi for certificates (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // The certificate
  'Best score in each self-check quiz': 'हर सेल्फ़-चेक क्विज़ का सबसे अच्छा स्कोर',
  Quiz: 'क्विज़',
  'Best score': 'सबसे अच्छा स्कोर',
  'Certificate of Completion': 'कोर्स पूरा करने का सर्टिफ़िकेट',
  'This certifies that': 'यह प्रमाणित किया जाता है कि',
  '{count, plural, one {completed all # lesson of} other {completed all # lessons of}}':
    '{count, plural, one {ने इस कोर्स का # लेसन पूरा किया है} other {ने इस कोर्स के सभी # लेसन पूरे किए हैं}}',
  'a free video course by {creator}': '{creator} का एक मुफ़्त वीडियो कोर्स',
  '{count, plural, one {including # self-check quiz, all passed} other {including # self-check quizzes, all passed}}':
    '{count, plural, one {और # सेल्फ़-चेक क्विज़ भी पास की है} other {और सभी # सेल्फ़-चेक क्विज़ भी पास की हैं}}',
  Issued: 'जारी करने की तारीख़',
  'Certificate ID': 'सर्टिफ़िकेट ID',
  'This certificate records that the learner completed all lessons of a free video course on LearnFree. It is not an accredited qualification.':
    'यह सर्टिफ़िकेट दिखाता है कि लर्नर ने LearnFree पर एक मुफ़्त वीडियो कोर्स के सभी लेसन पूरे किए हैं। यह कोई मान्यता-प्राप्त डिग्री या योग्यता नहीं है।',
  // Verifying it
  Verify: 'जाँचें',
  'This page is the verification. Anyone who opens its address sees this certificate as LearnFree issued it; a changed or made-up ID shows that no such certificate exists.':
    'यह पेज ही इसकी जाँच है। इसका पता खोलने वाला हर व्यक्ति यह सर्टिफ़िकेट ठीक वैसा ही देखता है जैसा LearnFree ने जारी किया था; बदली हुई या मनगढ़ंत ID पर दिखता है कि ऐसा कोई सर्टिफ़िकेट है ही नहीं।',
  'Link to this certificate': 'इस सर्टिफ़िकेट का लिंक',
  'Copy link': 'लिंक कॉपी करें',
  Print: 'प्रिंट करें',
  'Link copied.': 'लिंक कॉपी हो गया।',
  'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.':
    'लिंक चुन लिया गया है: कॉपी करने के लिए Ctrl+C (Mac पर ⌘C) दबाएँ।',
  // The page
  'Loading the certificate...': 'सर्टिफ़िकेट लोड हो रहा है...',
  'Certificate: {course} | LearnFree': 'सर्टिफ़िकेट: {course} | LearnFree',
  'Certificate not found | LearnFree': 'सर्टिफ़िकेट नहीं मिला | LearnFree',
  'Certificate not found': 'सर्टिफ़िकेट नहीं मिला',
  'No certificate has the ID <0>{id}</0>. Check that the link was copied in full; a certificate that exists opens at its link for anyone.':
    'ID <0>{id}</0> वाला कोई सर्टिफ़िकेट नहीं है। देखें कि लिंक पूरा कॉपी हुआ है या नहीं; जो सर्टिफ़िकेट मौजूद है, वह अपने लिंक पर सबके लिए खुलता है।',
  'Browse free courses': 'मुफ़्त कोर्स देखें',
  'The certificate could not be loaded': 'सर्टिफ़िकेट लोड नहीं हो सका',
  'Please try again.': 'कृपया फिर से कोशिश करें।',
};

export default hi;
