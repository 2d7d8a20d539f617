/** Hindi for habits: the weekly goal, the streak and reminder mails (see docs/translating.md). */
const hi: Record<string, string> = {
  // The panel
  'Your week': 'आपका हफ़्ता',
  'Loading your weekly progress': 'आपकी इस हफ़्ते की प्रगति लोड हो रही है',
  'Your weekly progress could not be loaded.': 'आपकी हफ़्ते की प्रगति लोड नहीं हो सकी।',
  'Set a weekly goal to track your streak': 'अपनी स्ट्रीक देखने के लिए एक साप्ताहिक लक्ष्य सेट करें',
  'Change your goal or reminder': 'अपना लक्ष्य या रिमाइंडर बदलें',
  'Reminder mails are off.': 'रिमाइंडर मेल बंद हैं।',
  // The goal and the streak
  '{done} of {target} lessons this week': 'इस हफ़्ते {target} में से {done} लेसन',
  '{done} of {target} minutes this week': 'इस हफ़्ते {target} में से {done} मिनट',
  'Goal met!': 'लक्ष्य पूरा!',
  '{count, plural, one {# day} other {# days}}': '{count, plural, one {# दिन} other {# दिन}}',
  'Current streak: <0>{days}</0>': 'मौजूदा स्ट्रीक: <0>{days}</0>',
  'Best: <0>{days}</0>': 'सबसे लंबी: <0>{days}</0>',
  'A day counts when you complete a lesson or watch 5 minutes; in a week where you meet your goal, one missed day does not break your streak.':
    'जिस दिन आप एक लेसन पूरा करते हैं या 5 मिनट देखते हैं, वह दिन गिना जाता है; जिस हफ़्ते आप अपना लक्ष्य पूरा करते हैं, उसमें एक दिन छूटने से आपकी स्ट्रीक नहीं टूटती।',
  // The activity grid
  '{day}: {lessons, plural, one {# lesson} other {# lessons}}, {minutes, plural, one {# minute} other {# minutes}}, active':
    '{day}: {lessons, plural, one {# लेसन} other {# लेसन}}, {minutes, plural, one {# मिनट} other {# मिनट}}, सक्रिय',
  '{day}: {lessons, plural, one {# lesson} other {# lessons}}, {minutes, plural, one {# minute} other {# minutes}}':
    '{day}: {lessons, plural, one {# लेसन} other {# लेसन}}, {minutes, plural, one {# मिनट} other {# मिनट}}',
  'Active on {active} of the last {days} days': 'पिछले {days} दिनों में से {active} दिन सक्रिय',
  'Your activity, week by week: {summary}': 'हर हफ़्ते की आपकी गतिविधि: {summary}',
  'Week of {day}': '{day} वाला हफ़्ता',
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
  Mon: 'सोम',
  Tue: 'मंगल',
  Wed: 'बुध',
  Thu: 'गुरु',
  Fri: 'शुक्र',
  Sat: 'शनि',
  Sun: 'रवि',
  // The goal form
  "Your goal wasn't saved": 'आपका लक्ष्य सेव नहीं हुआ',
  "Your goal wasn't cleared": 'आपका लक्ष्य हटाया नहीं जा सका',
  Goal: 'लक्ष्य',
  'Lessons per week': 'हर हफ़्ते लेसन',
  'Minutes per week': 'हर हफ़्ते मिनट',
  'Lessons each week': 'हर हफ़्ते कितने लेसन',
  'Minutes each week': 'हर हफ़्ते कितने मिनट',
  'From {min} to {max}.': '{min} से {max} तक।',
  'Reminder mail': 'रिमाइंडर मेल',
  'Mail me once a week if my goal is not met yet': 'अगर मेरा लक्ष्य पूरा नहीं हुआ है, तो हफ़्ते में एक बार मुझे मेल करें',
  Day: 'दिन',
  Time: 'समय',
  Saving: 'सेव हो रहा है',
  'Save goal': 'लक्ष्य सेव करें',
  'Set goal': 'लक्ष्य सेट करें',
  Clearing: 'हटाया जा रहा है',
  'Clear goal': 'लक्ष्य हटाएँ',
  // Unsubscribing
  "Reminders weren't turned off": 'रिमाइंडर बंद नहीं हुए',
  'Reminder mails | LearnFree': 'रिमाइंडर मेल | LearnFree',
  'Stop weekly reminder mails?': 'हर हफ़्ते के रिमाइंडर मेल बंद करें?',
  'You will no longer get a mail when your weekly goal is not met yet. Your goal and streak stay.':
    'साप्ताहिक लक्ष्य पूरा न होने पर अब आपको मेल नहीं मिलेगा। आपका लक्ष्य और स्ट्रीक बने रहेंगे।',
  'Turning off': 'बंद हो रहा है',
  'Stop reminder mails': 'रिमाइंडर मेल बंद करें',
  'This link is incomplete. You can turn reminders off on your dashboard.':
    'यह लिंक अधूरा है। आप अपने डैशबोर्ड पर रिमाइंडर बंद कर सकते हैं।',
};

export default hi;
