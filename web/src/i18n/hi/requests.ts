/** Hindi for requests (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // The request form
  'Request a course': 'कोर्स रिक्वेस्ट करें',
  "Missing a course you want to learn from? Tell us the topic, and we'll look for a good free playlist to make it from.":
    'जिस कोर्स से आप सीखना चाहते हैं, वह यहाँ नहीं है? हमें टॉपिक बताएँ, हम उसके लिए एक अच्छी मुफ़्त प्लेलिस्ट ढूँढकर कोर्स बनाएँगे।',
  "Teaching on YouTube yourself? Send us your playlist's link and we'll get back to you soon.":
    'क्या आप खुद YouTube पर पढ़ाते हैं? हमें अपनी प्लेलिस्ट का लिंक भेजें, हम जल्द ही आपसे संपर्क करेंगे।',
  Name: 'नाम',
  'Email address': 'ईमेल पता',
  'We write to you here about your request.': 'आपकी रिक्वेस्ट के बारे में हम आपको इसी पते पर लिखेंगे।',
  Topic: 'टॉपिक',
  'e.g. Python for beginners': 'जैसे, शुरुआती लोगों के लिए Python',
  'What you would like to learn. Needed when you have no playlist link.':
    'आप क्या सीखना चाहते हैं। अगर आपके पास प्लेलिस्ट का लिंक नहीं है, तो यह ज़रूरी है।',
  'Playlist Link': 'प्लेलिस्ट लिंक',
  'A YouTube playlist or video link. Optional when you name a topic.':
    'YouTube प्लेलिस्ट या वीडियो का लिंक। अगर आपने टॉपिक बताया है, तो यह ज़रूरी नहीं है।',
  Message: 'मैसेज',
  'Please fill all the fields!': 'कृपया सभी फ़ील्ड भरें!',
  Sending: 'भेजा जा रहा है',
  Send: 'भेजें',
  'See the requests you sent': 'अपनी भेजी हुई रिक्वेस्ट देखें',
  "Your request wasn't sent": 'आपकी रिक्वेस्ट नहीं भेजी गई',
  'It is kept here; try again.': 'यह यहीं सेव है; फिर से कोशिश करें।',
  // The list
  'Loading...': 'लोड हो रहा है...',
  'Course requests': 'कोर्स रिक्वेस्ट',
  'Your course requests': 'आपकी कोर्स रिक्वेस्ट',
  'No course requests yet.': 'अभी तक कोई कोर्स रिक्वेस्ट नहीं है।',
  Email: 'ईमेल',
  Playlist: 'प्लेलिस्ट',
  Status: 'स्टेटस',
  Actions: 'ऐक्शन',
  New: 'नई',
  Approved: 'मंज़ूर',
  Rejected: 'नामंज़ूर',
  'Topic: {topic}': 'टॉपिक: {topic}',
  'View course': 'कोर्स देखें',
  'Reason: {reason}': 'वजह: {reason}',
  'Topic only': 'सिर्फ़ टॉपिक',
  Approve: 'मंज़ूर करें',
  Reject: 'नामंज़ूर करें',
  'Approve request {row} from {name}': '{name} की रिक्वेस्ट {row} मंज़ूर करें',
  'Reject request {row} from {name}': '{name} की रिक्वेस्ट {row} नामंज़ूर करें',
  // Approving
  'This course is too large to approve here. Shorten the lesson titles, or add it with the catalogue import command.':
    'यह कोर्स यहाँ मंज़ूर करने के लिए बहुत बड़ा है। लेसन के टाइटल छोटे करें, या इसे कैटलॉग इंपोर्ट कमांड से जोड़ें।',
  'Approve the request from {name}': '{name} की रिक्वेस्ट मंज़ूर करें',
  'Course name': 'कोर्स का नाम',
  Creator: 'क्रिएटर',
  Category: 'कैटेगरी',
  'e.g. Programming': 'जैसे, प्रोग्रामिंग',
  Language: 'भाषा',
  Info: 'जानकारी',
  Description: 'विवरण',
  Lessons: 'लेसन',
  'One per line: videoId | title, or a pasted watch link (the title after it is optional).':
    'हर लाइन में एक: videoId | टाइटल, या पेस्ट किया गया वीडियो लिंक (उसके बाद टाइटल देना ज़रूरी नहीं)।',
  'Playlist:': 'प्लेलिस्ट:',
  Approving: 'मंज़ूर किया जा रहा है',
  'Approve and publish': 'मंज़ूर करें और पब्लिश करें',
  'This request names a topic only: "{topic}". Find a YouTube playlist for it, or type the lessons.':
    'इस रिक्वेस्ट में सिर्फ़ टॉपिक है: "{topic}"। इसके लिए कोई YouTube प्लेलिस्ट ढूँढें, या लेसन खुद लिखें।',
  'This request names a topic only. Find a YouTube playlist for it, or type the lessons.':
    'इस रिक्वेस्ट में सिर्फ़ टॉपिक है। इसके लिए कोई YouTube प्लेलिस्ट ढूँढें, या लेसन खुद लिखें।',
  'Playlist Link must be a YouTube playlist or video link, e.g. https://www.youtube.com/playlist?list=… or https://www.youtube.com/watch?v=…':
    'प्लेलिस्ट लिंक YouTube प्लेलिस्ट या वीडियो का लिंक होना चाहिए, जैसे https://www.youtube.com/playlist?list=… या https://www.youtube.com/watch?v=…',
  'Read this playlist': 'यह प्लेलिस्ट पढ़ें',
  'Filled from the playlist "{title}" by {channel}: {count, plural, one {# lesson} other {# lessons}}.':
    '{channel} की प्लेलिस्ट "{title}" से भरा गया: {count, plural, one {# लेसन} other {# लेसन}}।',
  '{count, plural, one {# deleted or private video was left out.} other {# deleted or private videos were left out.}}':
    '{count, plural, one {# डिलीट किया गया या प्राइवेट वीडियो छोड़ दिया गया।} other {# डिलीट किए गए या प्राइवेट वीडियो छोड़ दिए गए।}}',
  'The playlist has more videos than a course may have lessons: only the first {count} are here.':
    'प्लेलिस्ट में उससे ज़्यादा वीडियो हैं जितने लेसन एक कोर्स में हो सकते हैं: यहाँ सिर्फ़ पहले {count} हैं।',
  "Reading the playlist's lessons...": 'प्लेलिस्ट के लेसन पढ़े जा रहे हैं...',
  'The playlist could not be read. {reason} You can type the lessons instead.':
    'प्लेलिस्ट पढ़ी नहीं जा सकी। {reason} इसके बजाय आप लेसन खुद लिख सकते हैं।',
  'Read the playlist again': 'प्लेलिस्ट फिर से पढ़ें',
  'Lessons with their lengths': 'लेसन और उनकी अवधि',
  '{count, plural, one {# lesson} other {# lessons}}, {length} in all.':
    '{count, plural, one {# लेसन} other {# लेसन}}, कुल {length}।',
  '{count, plural, one {# lesson} other {# lessons}}; the length of some is not known.':
    '{count, plural, one {# लेसन} other {# लेसन}}; कुछ की अवधि पता नहीं है।',
  'Lesson {number}': 'लेसन {number}',
  'length not known': 'अवधि पता नहीं',
  'Line {line}: "{source}" is not a video id or a YouTube video link.':
    'लाइन {line}: "{source}" न तो वीडियो ID है और न ही YouTube वीडियो लिंक।',
  'Add at least one lesson.': 'कम से कम एक लेसन जोड़ें।',
  'A course has at most {max} lessons.': 'एक कोर्स में ज़्यादा से ज़्यादा {max} लेसन हो सकते हैं।',
  // Rejecting
  "The request wasn't rejected": 'रिक्वेस्ट नामंज़ूर नहीं हुई',
  'Reject the request from {name}': '{name} की रिक्वेस्ट नामंज़ूर करें',
  'Reason (optional)': 'वजह (ज़रूरी नहीं)',
  '{used}/{max}. The requester reads it in the mail about your decision and in their request list.':
    '{used}/{max}। रिक्वेस्ट भेजने वाला इसे आपके फ़ैसले वाले मेल में और अपनी रिक्वेस्ट की लिस्ट में पढ़ेगा।',
  Rejecting: 'नामंज़ूर किया जा रहा है',
  'Reject request': 'रिक्वेस्ट नामंज़ूर करें',
};

export default hi;
