/**
 * The weekly goals' answers and the reminder mail in Hindi, keyed by their English text
 * (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only its
 * own bundle carries them.
 */
import { GOAL_LIMITS, HABIT_MESSAGES } from '../../shared/habits';

const { lessonsPerWeek, minutesPerWeek } = GOAL_LIMITS;

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // shared/habits.ts
  'A day counts when you complete a lesson or watch 5 minutes; in a week where you meet your goal, one missed day does not break your streak.':
    'जिस दिन आप एक लेसन पूरा करते हैं या 5 मिनट देखते हैं, वह दिन गिना जाता है; जिस हफ़्ते आप अपना लक्ष्य पूरा करते हैं, उसमें एक दिन छूटने से आपकी स्ट्रीक नहीं टूटती।',
  'Set either lessonsPerWeek or minutesPerWeek, not both.':
    'lessonsPerWeek या minutesPerWeek में से कोई एक सेट करें, दोनों नहीं।',
  'Set lessonsPerWeek or minutesPerWeek, or send {"goal": null} to clear the goal.':
    'lessonsPerWeek या minutesPerWeek सेट करें, या लक्ष्य हटाने के लिए {"goal": null} भेजें।',
  [HABIT_MESSAGES.lessonsPerWeek]: `lessonsPerWeek ${lessonsPerWeek.min} से ${lessonsPerWeek.max} के बीच की कोई पूर्ण संख्या होनी चाहिए।`,
  [HABIT_MESSAGES.minutesPerWeek]: `minutesPerWeek ${minutesPerWeek.min} से ${minutesPerWeek.max} के बीच की कोई पूर्ण संख्या होनी चाहिए।`,
  'reminderDay must be a day of the week, from "monday" to "sunday".':
    'reminderDay हफ़्ते का कोई दिन होना चाहिए, "monday" से "sunday" तक।',
  'reminderHour must be a whole hour from 0 to 23.': 'reminderHour 0 से 23 के बीच का कोई पूरा घंटा होना चाहिए।',
  'timeZone must be a time zone name such as "Europe/Berlin" or "Asia/Kolkata".':
    'timeZone किसी टाइम ज़ोन का नाम होना चाहिए, जैसे "Europe/Berlin" या "Asia/Kolkata"।',
  'reminders must be true or false.': 'reminders true या false होना चाहिए।',
  'Your weekly goal is saved.': 'आपका साप्ताहिक लक्ष्य सेव हो गया।',
  'Your weekly goal is cleared. Reminder mails are off.': 'आपका साप्ताहिक लक्ष्य हटा दिया गया। रिमाइंडर मेल बंद हैं।',
  'This unsubscribe link is not valid. You can turn reminders off on your dashboard.':
    'यह अनसब्सक्राइब लिंक सही नहीं है। आप अपने डैशबोर्ड पर रिमाइंडर बंद कर सकते हैं।',
  'You will get no more reminder mails. You can turn them on again on your dashboard.':
    'अब आपको रिमाइंडर मेल नहीं मिलेंगे। आप अपने डैशबोर्ड पर इन्हें फिर से चालू कर सकते हैं।',

  // The weekly reminder (functions/habits/reminder-mail.ts)
  'A little time for learning this week?': 'इस हफ़्ते सीखने के लिए थोड़ा समय?',
  'Pick up where you left off': 'जहाँ छोड़ा था, वहीं से शुरू करें',
  'Choose a lesson': 'कोई लेसन चुनें',
  'You have {done} of your goal of {target} this week. A few minutes today keeps you going, and every bit counts.':
    'इस हफ़्ते आपने अपने {target} के लक्ष्य में से {done} पूरे किए हैं। आज के कुछ मिनट आपको आगे बढ़ाते रहेंगे, और हर छोटा कदम मायने रखता है।',
  '1 minute': '1 मिनट',
  '{count} minutes': '{count} मिनट',
  'You get this mail once a week because you set a weekly goal. To stop these reminders: {link}':
    'आपको यह मेल हफ़्ते में एक बार मिलता है क्योंकि आपने साप्ताहिक लक्ष्य सेट किया है। ये रिमाइंडर बंद करने के लिए: {link}',
};
