/** Hindi for community (see docs/translating.md): English id → Hindi. */
const hi: Record<string, string> = {
  // The chat
  'Ask questions, share what you learned and help each other.':
    'सवाल पूछें, जो सीखा है उसे शेयर करें और एक-दूसरे की मदद करें।',
  '{count} online': '{count} ऑनलाइन',
  'Reported messages': 'रिपोर्ट किए गए मैसेज',
  'An admin has muted you until {until}. You can read along until then.':
    'एक एडमिन ने आपको {until} तक म्यूट किया है। तब तक आप मैसेज पढ़ सकते हैं।',
  'Connecting to the chat...': 'चैट से कनेक्ट हो रहा है...',
  'Connection lost. Reconnecting...': 'कनेक्शन टूट गया। फिर से कनेक्ट हो रहा है...',
  Connected: 'कनेक्टेड',
  'Your message': 'आपका मैसेज',
  'Type your message here': 'अपना मैसेज यहाँ लिखें',
  Send: 'भेजें',
  'Characters used:': 'इस्तेमाल किए गए अक्षर:',
  Messages: 'मैसेज',
  'No messages yet!': 'अभी तक कोई मैसेज नहीं!',
  'the message from {name}': '{name} का मैसेज',
  Delete: 'डिलीट करें',
  'Mute the author': 'लिखने वाले को म्यूट करें',
  'of the message from {name}': '({name} का मैसेज)',
  Report: 'रिपोर्ट करें',
  "Your message wasn't sent: an admin has muted you in the chat until {until}. You can write again then.":
    'आपका मैसेज नहीं भेजा गया: एक एडमिन ने आपको चैट में {until} तक म्यूट किया है। उसके बाद आप फिर से लिख सकते हैं।',
  "Your last message wasn't sent": 'आपका पिछला मैसेज नहीं भेजा गया',
  'Send it again from the list.': 'लिस्ट में से उसे फिर से भेजें।',
  'Sending…': 'भेजा जा रहा है…',
  'Not sent': 'नहीं भेजा गया',
  'Send again': 'फिर से भेजें',
  // Reporting and moderating
  'Report this message': 'इस मैसेज को रिपोर्ट करें',
  'Why should an admin look at it?': 'एडमिन को इसे क्यों देखना चाहिए?',
  'Send the report': 'रिपोर्ट भेजें',
  'This message no longer exists.': 'यह मैसेज अब मौजूद नहीं है।',
  "The message wasn't deleted": 'मैसेज डिलीट नहीं हुआ',
  'Delete this message for everyone?': 'यह मैसेज सबके लिए डिलीट करें?',
  'It disappears from every open chat at once and from the history.':
    'यह हर खुली चैट से और पुराने मैसेज से तुरंत हट जाएगा।',
  'Delete for everyone': 'सबके लिए डिलीट करें',
  '10 minutes': '10 मिनट',
  '1 hour': '1 घंटा',
  '1 day': '1 दिन',
  '1 week': '1 हफ़्ता',
  "{name} wasn't muted": '{name} को म्यूट नहीं किया जा सका',
  '{name} is muted until {until}.': '{name} को {until} तक म्यूट कर दिया गया है।',
  'Mute {name}': '{name} को म्यूट करें',
  'For how long?': 'कितनी देर के लिए?',
  Mute: 'म्यूट करें',
  // The reports page
  'Only admins can see the reported messages.': 'रिपोर्ट किए गए मैसेज सिर्फ़ एडमिन देख सकते हैं।',
  'Reported messages | LearnFree': 'रिपोर्ट किए गए मैसेज | LearnFree',
  'Loading the reports...': 'रिपोर्ट लोड हो रही हैं...',
  'Back to the community': 'कम्युनिटी पर वापस जाएँ',
  'The reports could not be loaded.': 'रिपोर्ट लोड नहीं हो सकीं।',
  "The reports weren't dismissed": 'रिपोर्ट खारिज नहीं हुईं',
  'No open reports. Learners report a message from the community page.':
    'कोई खुली रिपोर्ट नहीं है। लर्नर्स कम्युनिटी पेज से किसी मैसेज को रिपोर्ट करते हैं।',
  '{count, plural, one {# reported message, newest first.} other {# reported messages, newest first.}}':
    '{count, plural, one {# रिपोर्ट किया गया मैसेज, सबसे नया पहले।} other {# रिपोर्ट किए गए मैसेज, सबसे नए पहले।}}',
  'Dismiss the reports': 'रिपोर्ट खारिज करें',
  'on the message from {name}': '({name} के मैसेज पर)',
  'Moderation log': 'मॉडरेशन लॉग',
  'No moderation actions yet.': 'अभी तक कोई मॉडरेशन नहीं हुआ है।',
  '<0>{admin}</0> deleted a message by <1>{author}</1>':
    '<0>{admin}</0> ने <1>{author}</1> का एक मैसेज डिलीट किया',
  '<0>{admin}</0> muted <1>{author}</1>': '<0>{admin}</0> ने <1>{author}</1> को म्यूट किया',
  '<0>{admin}</0> dismissed the reports on a message by <1>{author}</1>':
    '<0>{admin}</0> ने <1>{author}</1> के एक मैसेज पर आई रिपोर्ट खारिज कीं',
  '<0>{admin}</0> muted <1>{author}</1> until {until}':
    '<0>{admin}</0> ने <1>{author}</1> को {until} तक म्यूट किया',
};

export default hi;
