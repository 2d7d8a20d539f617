/** Hindi for the home page (`web/src/features/home/`): English id → Hindi. Terms as in docs/translating.md. */
const hi: Record<string, string> = {
  'Never Stop Learning': 'सीखना कभी न रुके',
  'LearnFree: free video courses, curated. Enrol, track your progress, keep notes and learn with a community.':
    'LearnFree: चुने हुए मुफ़्त वीडियो कोर्स। एनरोल करें, अपनी प्रगति देखें, नोट्स बनाएँ और कम्युनिटी के साथ सीखें।',
  // The banner
  'Learn {subject}': '{subject} सीखें',
  Programming: 'प्रोग्रामिंग',
  Development: 'डेवलपमेंट',
  Designing: 'डिज़ाइनिंग',
  'Much More': 'और भी बहुत कुछ',
  '{list} and {last}': '{list} और {last}',
  'Join Now And Start Learning From Leading Teachers In Industry.':
    'आज ही जुड़ें और इंडस्ट्री के बेहतरीन टीचर्स से सीखना शुरू करें।',
  'Free video courses, hand-picked and arranged lesson by lesson, with your progress and notes kept for you.':
    'चुने हुए मुफ़्त वीडियो कोर्स, लेसन-दर-लेसन व्यवस्थित, और आपकी प्रगति व नोट्स आपके लिए सहेजे हुए।',
  'Sign Up': 'साइन अप करें',
  'Pause the banner video': 'बैनर वीडियो रोकें',
  'Play the banner video': 'बैनर वीडियो चलाएँ',
  // Figures and popular courses
  'What we offer': 'हम क्या देते हैं',
  Creators: 'क्रिएटर',
  'Start learning today': 'आज से ही सीखना शुरू करें',
  'Popular courses': 'लोकप्रिय कोर्स',
  'Loading courses': 'कोर्स लोड हो रहे हैं',
  'The first courses are on their way.': 'पहले कोर्स जल्द ही आ रहे हैं।',
  "Can't reach LearnFree right now, so no courses are shown here.":
    'अभी LearnFree से कनेक्ट नहीं हो पा रहा है, इसलिए यहाँ कोई कोर्स नहीं दिख रहा।',
  'See all courses': 'सभी कोर्स देखें',
  // Why choose us
  'Everything you need to learn': 'सीखने के लिए जो कुछ चाहिए',
  'Why Choose Us': 'हमें क्यों चुनें',
  'Good courses are only the start. Here is what comes with every one of them, at no cost.':
    'अच्छे कोर्स तो बस शुरुआत हैं। हर कोर्स के साथ आपको यह सब भी मिलता है, बिल्कुल मुफ़्त।',
  Course: 'कोर्स',
  'Hand-picked video courses, arranged lesson by lesson, free from the first lesson to the last.':
    'चुने हुए वीडियो कोर्स, लेसन-दर-लेसन व्यवस्थित, पहले लेसन से आख़िरी लेसन तक मुफ़्त।',
  'Ask a question, share what you built and keep each other going in the learners’ chat.':
    'लर्नर्स की चैट में सवाल पूछें, अपना बनाया काम दिखाएँ और एक-दूसरे का हौसला बढ़ाएँ।',
  'Online test': 'ऑनलाइन टेस्ट',
  'Check what has stuck with short tests before you move on to the next lesson.':
    'अगले लेसन पर जाने से पहले छोटे टेस्ट से देखें कि कितना याद रहा।',
  Certification: 'सर्टिफ़िकेट',
  'Finish a course and get a certificate that shows what you have learned.':
    'कोर्स पूरा करें और ऐसा सर्टिफ़िकेट पाएँ जो दिखाए कि आपने क्या सीखा है।',
  Notes: 'नोट्स',
  'Keep short notes beside every lesson, so the key points are there when you revise.':
    'हर लेसन के साथ छोटे नोट्स बनाएँ, ताकि रिवीज़न के समय ज़रूरी बातें सामने हों।',
  Educator: 'टीचर',
  'Learn from experienced teachers and creators who explain things step by step.':
    'अनुभवी टीचर्स और क्रिएटर्स से सीखें, जो हर बात क़दम-दर-क़दम समझाते हैं।',
  // About us and connect
  'Learning without a price tag': 'सीखना, बिना किसी क़ीमत के',
  'We gather the best free video courses on the web and turn them into proper courses: lessons in order, progress you can tick off, notes beside every video and people to learn with.':
    'हम वेब के सबसे अच्छे मुफ़्त वीडियो कोर्स इकट्ठा करके उन्हें सही मायने में कोर्स बनाते हैं: क्रम से लेसन, टिक करके आगे बढ़ती प्रगति, हर वीडियो के साथ नोट्स और साथ सीखने वाले लोग।',
  'Everything here is free, for everyone, and it will stay that way.':
    'यहाँ सब कुछ मुफ़्त है, सबके लिए, और हमेशा ऐसा ही रहेगा।',
  // "More", and for screen readers "about us" after it: "और जानें हमारे बारे में".
  More: 'और जानें',
  'about us': 'हमारे बारे में',
  'Stay in the loop': 'अपडेट रहें',
  'Connect with Us': 'हमसे जुड़ें',
  'New courses, study tips and community news, wherever you already are.':
    'नए कोर्स, पढ़ाई के टिप्स और कम्युनिटी की ख़बरें, वहीं जहाँ आप पहले से हैं।',
};

export default hi;
