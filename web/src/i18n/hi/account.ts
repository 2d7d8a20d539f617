/** Hindi for account (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // The page
  'Account settings': 'अकाउंट सेटिंग्स',
  'Loading your account...': 'आपका अकाउंट लोड हो रहा है...',
  'Your account could not be found.': 'आपका अकाउंट नहीं मिला।',
  // Profile
  Profile: 'प्रोफ़ाइल',
  Email: 'ईमेल',
  'Member since': 'सदस्य कब से',
  Name: 'नाम',
  '{min} to {max} characters; others see it in the chat, the discussion and on certificates you claim from now on.':
    '{min} से {max} अक्षर; चैट, चर्चा में और अब से मिलने वाले आपके सर्टिफ़िकेट पर दूसरों को यही नाम दिखेगा।',
  Saving: 'सेव हो रहा है',
  'Save name': 'नाम सेव करें',
  "Your name wasn't changed": 'आपका नाम नहीं बदला',
  // Password
  Password: 'पासवर्ड',
  'Changing it logs you out on every other device and cancels any reset link we mailed you.':
    'पासवर्ड बदलने पर आप बाकी सभी डिवाइस से लॉग आउट हो जाएँगे, और हमारे भेजे गए रीसेट लिंक काम नहीं करेंगे।',
  'Current password': 'मौजूदा पासवर्ड',
  'New password': 'नया पासवर्ड',
  '{min} to {max} characters': '{min} से {max} अक्षर',
  'Confirm new password': 'नया पासवर्ड फिर से डालें',
  'Changing your password': 'आपका पासवर्ड बदला जा रहा है',
  'Change password': 'पासवर्ड बदलें',
  "Your password wasn't changed": 'आपका पासवर्ड नहीं बदला',
  // Your data
  'Your data': 'आपका डेटा',
  'Download what LearnFree keeps about you: your profile, courses with progress and resume points, quiz results, likes, notes and review cards, course requests, certificates, and the chat messages and discussion posts you wrote.':
    'LearnFree आपके बारे में जो कुछ रखता है, वह डाउनलोड करें: आपकी प्रोफ़ाइल, कोर्स और उनकी प्रगति व जहाँ से आगे देखना है, क्विज़ के नतीजे, पसंद, नोट्स और रिव्यू कार्ड, कोर्स रिक्वेस्ट, सर्टिफ़िकेट, और आपके लिखे चैट मैसेज व चर्चा के पोस्ट।',
  'Preparing your data': 'आपका डेटा तैयार हो रहा है',
  'Download my data': 'मेरा डेटा डाउनलोड करें',
  "Your data wasn't downloaded": 'आपका डेटा डाउनलोड नहीं हुआ',
  'Your data is in {file}.': 'आपका डेटा {file} में है।',
  // Deleting the account
  'Delete account': 'अकाउंट डिलीट करें',
  'Deleting your account cannot be undone. It removes:':
    'अकाउंट डिलीट करने के बाद उसे वापस नहीं लाया जा सकता। इससे ये सब हट जाएगा:',
  'your account, so you can no longer log in with it': 'आपका अकाउंट, यानी आप इससे फिर लॉग इन नहीं कर पाएँगे',
  'your courses, progress, resume points and quiz results': 'आपके कोर्स, प्रगति, आगे देखने की जगह और क्विज़ के नतीजे',
  'your likes (each course loses your like)': 'आपकी पसंद (हर कोर्स से आपकी पसंद हट जाएगी)',
  'your notes and their review cards': 'आपके नोट्स और उनके रिव्यू कार्ड',
  'your certificates: their links will say "Certificate not found."':
    'आपके सर्टिफ़िकेट: उनके लिंक पर "सर्टिफ़िकेट नहीं मिला" दिखेगा।',
  'your course requests': 'आपकी कोर्स रिक्वेस्ट',
  'Your chat messages and discussion posts stay so conversations still make sense, shown as written by “{name}”. Download your data first if you want to keep a copy.':
    'आपके चैट मैसेज और चर्चा के पोस्ट बने रहेंगे, ताकि बातचीत का मतलब बना रहे; उन पर लेखक के रूप में “{name}” दिखेगा। अगर आप इनकी कॉपी रखना चाहते हैं, तो पहले अपना डेटा डाउनलोड कर लें।',
  'Your password': 'आपका पासवर्ड',
  'Delete my account…': 'मेरा अकाउंट डिलीट करें…',
  'Delete your account for good?': 'क्या आप अपना अकाउंट हमेशा के लिए डिलीट करना चाहते हैं?',
  'Keep my account': 'मेरा अकाउंट रहने दें',
  'This deletes, at once and for good:': 'इससे तुरंत और हमेशा के लिए ये सब डिलीट हो जाएगा:',
  'Deleting your account': 'आपका अकाउंट डिलीट हो रहा है',
  'Delete my account and data': 'मेरा अकाउंट और डेटा डिलीट करें',
  "Your password wasn't checked": 'आपका पासवर्ड जाँचा नहीं जा सका',
  "Your account wasn't deleted": 'आपका अकाउंट डिलीट नहीं हुआ',
  // Mail that stopped
  "We couldn't deliver mail to this address.": 'हम इस पते पर मेल नहीं पहुँचा पाए।',
  'Your mail provider answered that it does not exist or no longer accepts mail, so we stopped sending to it. Check the address; once it receives mail again, choose "Send me mail again".':
    'आपके मेल प्रोवाइडर ने बताया कि यह पता मौजूद नहीं है या अब मेल नहीं लेता, इसलिए हमने इस पर मेल भेजना बंद कर दिया। पता जाँच लें; जब इस पर फिर से मेल आने लगें, तो "मुझे फिर से मेल भेजें" चुनें।',
  'A mail we sent was reported as spam from this address, so we stopped sending to it. If you want our mail again (password resets, answers to your questions), choose "Send me mail again".':
    'इस पते से हमारे भेजे एक मेल को स्पैम बताया गया, इसलिए हमने इस पर मेल भेजना बंद कर दिया। अगर आप हमारे मेल फिर से पाना चाहते हैं (पासवर्ड रीसेट, आपके सवालों के जवाब), तो "मुझे फिर से मेल भेजें" चुनें।',
  Asking: 'अनुरोध भेजा जा रहा है',
  'Send me mail again': 'मुझे फिर से मेल भेजें',
};

export default hi;
