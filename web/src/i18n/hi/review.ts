/**
 * Hindi for review: the cards made from notes (see docs/translating.md). A card is a रिव्यू कार्ड,
 * as the account menu and the server's answers call it; the act of going through them is रिवीज़न.
 */
const hi: Record<string, string> = {
  // On the dashboard
  '{count, plural, one {# card due} other {# cards due}}':
    '{count, plural, one {# कार्ड दोहराने के लिए तैयार} other {# कार्ड दोहराने के लिए तैयार}}',
  'Review cards': 'रिव्यू कार्ड',
  'Review now': 'अभी रिवीज़न करें',
  // Making a card
  'A question': 'सवाल',
  'The review card could not be made. Try again.': 'रिव्यू कार्ड नहीं बन सका। फिर से कोशिश करें।',
  'Review card made. It is due now.': 'रिव्यू कार्ड बन गया। इसे अभी दोहराया जा सकता है।',
  'This note already has a review card.': 'इस नोट का रिव्यू कार्ड पहले से है।',
  'Make a review card of note {title}': 'नोट {title} का रिव्यू कार्ड बनाएँ',
  'Make a review card': 'रिव्यू कार्ड बनाएँ',
  'Review card of note {title}': 'नोट {title} का रिव्यू कार्ड',
  'Question (optional)': 'सवाल (ज़रूरी नहीं)',
  "{count}. Leave it blank to ask with the note's title.": '{count}। खाली छोड़ने पर नोट का टाइटल ही सवाल होगा।',
  'Make card': 'कार्ड बनाएँ',
  // The review page
  'Review | LearnFree': 'रिवीज़न | LearnFree',
  Review: 'रिवीज़न',
  'Your review cards could not be loaded.': 'आपके रिव्यू कार्ड लोड नहीं हो सके।',
  'The grade was not saved. Try again.': 'आपका जवाब सेव नहीं हुआ। फिर से कोशिश करें।',
  'The card was not deleted. Try again.': 'कार्ड डिलीट नहीं हुआ। फिर से कोशिश करें।',
  'Loading your review cards...': 'आपके रिव्यू कार्ड लोड हो रहे हैं...',
  'No cards due.': 'अभी दोहराने के लिए कोई कार्ड नहीं है।',
  'Make cards from your notes.': 'अपने नोट्स से कार्ड बनाएँ।',
  '{left, plural, =0 {No cards left} one {# card left} other {# cards left}}':
    '{left, plural, =0 {कोई कार्ड बाकी नहीं} one {# कार्ड बाकी} other {# कार्ड बाकी}}',
  '{grade}: back {when}. {left}.': '{grade}: यह कार्ड {when} फिर आएगा। {left}।',
  'in {count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# मिनट} other {# मिनट}} में',
  'in {count, plural, one {# hour} other {# hours}}': '{count, plural, one {# घंटे} other {# घंटे}} में',
  'on {date}': '{date} को',
  'All done': 'सब हो गया',
  '{count, plural, one {You reviewed # card. Each comes back when it is due.} other {You reviewed # cards. Each comes back when it is due.}}':
    '{count, plural, one {आपने # कार्ड दोहराया। हर कार्ड अपने समय पर फिर आएगा।} other {आपने # कार्ड दोहराए। हर कार्ड अपने समय पर फिर आएगा।}}',
  'Back to the dashboard': 'डैशबोर्ड पर वापस जाएँ',
  Question: 'सवाल',
  'Show answer': 'जवाब देखें',
  'Delete this card': 'यह कार्ड डिलीट करें',
  '(the note stays)': '(नोट बना रहेगा)',
  Answer: 'जवाब',
  'Play from {time}': '{time} से चलाएँ',
  'Open the lesson': 'लेसन खोलें',
  'How well did you remember it?': 'आपको यह कितना अच्छे से याद था?',
  Again: 'फिर से',
  Hard: 'मुश्किल',
  Good: 'ठीक',
  Easy: 'आसान',
  Keyboard: 'कीबोर्ड',
  '<0>Space</0> shows the answer': '<0>Space</0> से जवाब दिखता है',
  '<0>1</0> Again, <1>2</1> Hard, <2>3</2> Good, <3>4</3> Easy grade the card':
    '<0>1</0> फिर से, <1>2</1> मुश्किल, <2>3</2> ठीक, <3>4</3> आसान: इनसे कार्ड को ग्रेड करें',
};

export default hi;
