/** Hindi for auth (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // Logging in
  'Enrol in this course': 'इस कोर्स में एनरोल करें',
  'Every course is free. Create an account, or log in, and the course opens right away.':
    'हर कोर्स मुफ़्त है। अकाउंट बनाएँ या लॉग इन करें, और कोर्स तुरंत खुल जाएगा।',
  'Welcome back! Pick up where you left off.': 'आपका फिर से स्वागत है! जहाँ छोड़ा था, वहीं से आगे बढ़ें।',
  Email: 'ईमेल',
  Password: 'पासवर्ड',
  'Forgot password?': 'पासवर्ड भूल गए?',
  'Logging in': 'लॉग इन हो रहा है',
  'New here? <0>Create an account</0>': 'LearnFree पर नए हैं? <0>अकाउंट बनाएँ</0>',
  // The server's own Hindi for this answer (functions/lib/i18n/hi.ts): the login page compares them.
  'Account not verified, please verify!': 'अकाउंट अभी वेरिफ़ाई नहीं हुआ है, कृपया पहले उसे वेरिफ़ाई करें!',
  'Create a free account': 'मुफ़्त अकाउंट बनाएँ',
  'Already have an account? Log in below.': 'पहले से अकाउंट है? नीचे लॉग इन करें।',
  // Signing up
  'Check your inbox': 'अपना इनबॉक्स देखें',
  'Verified your address? <0>Log in</0>': 'ईमेल पता वेरिफ़ाई कर लिया? <0>लॉग इन करें</0>',
  'Create your account': 'अपना अकाउंट बनाएँ',
  'Every course is free. Sign up to track your progress.':
    'हर कोर्स मुफ़्त है। अपनी प्रगति देखते रहने के लिए साइन अप करें।',
  Name: 'नाम',
  '{min} to {max} characters, shown to other learners': '{min} से {max} अक्षर, दूसरे लर्नर्स को दिखेगा',
  'We send a link to it to confirm it is yours': 'यह पता आपका ही है, यह पक्का करने के लिए हम इस पर एक लिंक भेजेंगे',
  'Confirm password': 'पासवर्ड फिर से डालें',
  'Creating your account': 'आपका अकाउंट बन रहा है',
  'Already have an account? <0>Log in</0>': 'पहले से अकाउंट है? <0>लॉग इन करें</0>',
  'We sent a link to {address}.': 'हमने {address} पर एक लिंक भेजा है।',
  'Open your inbox and select the link in our e-mail to activate your account. It can take a minute to arrive.':
    'अपना इनबॉक्स खोलें और अकाउंट चालू करने के लिए हमारे ईमेल में दिए लिंक पर क्लिक करें। ईमेल आने में एक मिनट लग सकता है।',
  'Then log in: we enrol you, and the course opens at its first lesson.':
    'फिर लॉग इन करें: हम आपको एनरोल कर देंगे, और कोर्स अपने पहले लेसन से खुलेगा।',
  'Then log in to start learning.': 'फिर सीखना शुरू करने के लिए लॉग इन करें।',
  // The form's own checks
  '*Minimum {min} characters, at most {max}': '*कम से कम {min} अक्षर, ज़्यादा से ज़्यादा {max}',
  'Password & Confirm Password should be same!': 'पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे होने चाहिए!',
  'Invalid inputs!': 'दी गई जानकारी सही नहीं है!',
  'Use {min} to {max} characters (this has {length}).': '{min} से {max} अक्षर इस्तेमाल करें (इसमें {length} हैं)।',
  'Enter your name.': 'अपना नाम डालें।',
  'Enter your e-mail address.': 'अपना ईमेल पता डालें।',
  'Enter an address like name@example.com.': 'name@example.com जैसा ईमेल पता डालें।',
  'Choose a password.': 'एक पासवर्ड चुनें।',
  'Type the password again.': 'पासवर्ड फिर से लिखें।',
  'This differs from the password above.': 'यह ऊपर वाले पासवर्ड से अलग है।',
  // The verification mail
  "Can't find Email?": 'ईमेल नहीं मिल रहा?',
  "Can't find the e-mail?": 'ईमेल नहीं मिल रहा?',
  'It can take a minute to arrive. Please check your spam or junk folder, and other folders or tabs such as Promotions or Updates. Still nothing? Ask for a new link: a fresh one is sent each time.':
    'ईमेल आने में एक मिनट लग सकता है। कृपया अपना स्पैम या जंक फ़ोल्डर देखें, और Promotions या Updates जैसे दूसरे फ़ोल्डर या टैब भी। फिर भी नहीं मिला? नया लिंक मँगाएँ: हर बार एक नया लिंक भेजा जाता है।',
  Sending: 'भेजा जा रहा है',
  'Resend the verification link': 'वेरिफ़िकेशन लिंक फिर से भेजें',
  'Your e-mail address': 'आपका ईमेल पता',
  // Links from mail
  'Your link is not checked yet': 'आपका लिंक अभी जाँचा नहीं गया है',
  'Processing your request... Please wait.': 'आपकी रिक्वेस्ट पर काम हो रहा है... कृपया इंतज़ार करें।',
  'Already verified': 'पहले से वेरिफ़ाई है',
  'E-mail verified': 'ईमेल वेरिफ़ाई हो गया',
  'Your address is already verified. Log in.': 'आपका ईमेल पता पहले से वेरिफ़ाई है। लॉग इन करें।',
  'Your email has been verified successfully. Welcome aboard!':
    'आपका ईमेल वेरिफ़ाई हो गया है। LearnFree में आपका स्वागत है!',
  'Link not valid': 'लिंक सही नहीं है',
  'Sorry, the link you have clicked is invalid or has expired. Please try again or contact support.':
    'माफ़ कीजिए, आपने जिस लिंक पर क्लिक किया है वह सही नहीं है या उसकी समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें या सपोर्ट से संपर्क करें।',
  // Passwords
  'Forgot your password?': 'पासवर्ड भूल गए?',
  'We will mail you a link to choose a new one.': 'नया पासवर्ड चुनने के लिए हम आपको एक लिंक ईमेल करेंगे।',
  'Enter email to reset password': 'पासवर्ड रीसेट करने के लिए ईमेल डालें',
  Reset: 'रीसेट करें',
  'Checking your link...': 'आपका लिंक जाँचा जा रहा है...',
  'Enter new password': 'नया पासवर्ड डालें',
  'Confirm Password': 'पासवर्ड फिर से डालें',
  Saving: 'सेव हो रहा है',
  Submit: 'सबमिट करें',
  'Have an account? Log in': 'अकाउंट है? लॉग इन करें',
};

export default hi;
