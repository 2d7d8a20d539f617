/**
 * Hindi for misc: the about page, the page-not-found page and the frame of the legal pages (see
 * docs/translating.md). The legal texts themselves are modules per language in
 * `features/misc/content/`.
 */
const hi: Record<string, string> = {
  // The legal pages' frame
  'Last updated: <0>{date}</0>': 'आख़िरी बार अपडेट किया गया: <0>{date}</0>',
  'On this page': 'इस पेज पर',
  'This site has not published contact details yet.': 'इस साइट ने अभी संपर्क की जानकारी नहीं दी है।',
  // About us
  'Good education should not depend on what you can pay.':
    'अच्छी पढ़ाई इस पर निर्भर नहीं होनी चाहिए कि आप कितना खर्च कर सकते हैं।',
  'LearnFree brings the best free courses on the web together in one calm place to learn.':
    'LearnFree वेब के सबसे अच्छे मुफ़्त कोर्स को सीखने की एक शांत जगह पर एक साथ लाता है।',
  'Who we are ?': 'हम कौन हैं?',
  'We are a small team of learners and teachers who believe that knowledge should be free. Some of the best teaching in the world is already online at no cost, but it is scattered across playlists, mixed with distractions and hard to follow to the end.':
    'हम लर्नर्स और टीचर्स की एक छोटी-सी टीम हैं, जो मानती है कि ज्ञान मुफ़्त होना चाहिए। दुनिया की कुछ सबसे अच्छी पढ़ाई पहले से ही ऑनलाइन मुफ़्त मौजूद है, लेकिन वह अलग-अलग प्लेलिस्ट में बिखरी है, ध्यान भटकाने वाली चीज़ों के बीच है और उसे आख़िर तक फ़ॉलो करना मुश्किल है।',
  'So we gather it: we choose complete courses from teachers who explain things well, arrange the lessons in order and add what a classroom gives you: a record of your progress, a place for your notes and people to learn with. Everything is free, for everyone, and it will stay that way.':
    'इसलिए हम उसे एक जगह लाते हैं: अच्छे से समझाने वाले टीचर्स के पूरे कोर्स चुनते हैं, लेसन को क्रम से लगाते हैं और वह सब जोड़ते हैं जो एक क्लासरूम देता है: आपकी प्रगति का रिकॉर्ड, आपके नोट्स के लिए जगह और साथ सीखने वाले लोग। सब कुछ मुफ़्त है, सबके लिए, और हमेशा ऐसा ही रहेगा।',
  'Our mission is simple: anyone with a connection and the wish to learn should be able to start today, in their own language and at their own pace.':
    'हमारा मिशन सीधा है: जिसके पास इंटरनेट कनेक्शन और सीखने की चाह है, वह आज ही, अपनी भाषा में और अपनी रफ़्तार से सीखना शुरू कर सके।',
  'What we stand for': 'हम किन बातों पर चलते हैं',
  'Free, for good': 'मुफ़्त, हमेशा के लिए',
  'No fees, no trials, no premium tier. If a course is here, every lesson of it is free.':
    'न कोई फ़ीस, न ट्रायल, न प्रीमियम प्लान। अगर कोई कोर्स यहाँ है, तो उसका हर लेसन मुफ़्त है।',
  'Chosen with care': 'ध्यान से चुने गए',
  'We pick complete, well-taught courses and put their lessons in order, so you never wonder what comes next.':
    'हम पूरे और अच्छे से पढ़ाए गए कोर्स चुनते हैं और उनके लेसन क्रम से लगाते हैं, ताकि आपको कभी सोचना न पड़े कि आगे क्या है।',
  'Learning together': 'साथ मिलकर सीखना',
  'Progress you can see, notes beside every lesson and a community to ask when you are stuck.':
    'अपनी प्रगति सामने दिखे, हर लेसन के साथ नोट्स हों, और अटकने पर पूछने के लिए एक कम्युनिटी हो।',
  // Page not found
  'Page not found': 'पेज नहीं मिला',
  'You are lost!': 'लगता है आप रास्ता भटक गए!',
  'The page you are looking for does not exist or has moved. Let us get you back on track.':
    'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है। चलिए, आपको सही रास्ते पर ले चलते हैं।',
  'Back to the home page': 'होम पेज पर वापस जाएँ',
  'Browse courses': 'कोर्स देखें',
};

export default hi;
