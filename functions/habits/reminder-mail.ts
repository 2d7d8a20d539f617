/**
 * The weekly reminder mail: its words in one place (so they can be translated), the link that
 * resumes where the learner stopped, and the one-click unsubscribe headers (RFC 8058).
 */
import { goalTarget, type WeeklyGoal } from '../../shared/habits';
import { type Message, message } from '../../shared/message';
import { languageOf } from '../lib/i18n/translate';
import { composeMail, type Mail, type Recipient } from '../lib/mail';

// Templates with values, written in the learner's language by composeMail (lib/i18n/hi-mail.ts).
export const REMINDER_TEXT = {
  subject: 'A little time for learning this week?',
  intro: (done: Message, target: Message) =>
    message(
      'You have {done} of your goal of {target} this week. A few minutes today keeps you going, and every bit counts.',
      { done, target },
    ),
  lessons: (n: number) => (n === 1 ? message('1 lesson') : message('{count} lessons', { count: n })),
  minutes: (n: number) => (n === 1 ? message('1 minute') : message('{count} minutes', { count: n })),
  resume: 'Pick up where you left off',
  start: 'Choose a lesson',
  footer: (unsubscribe: string) =>
    message('You get this mail once a week because you set a weekly goal. To stop these reminders: {link}', {
      link: unsubscribe,
    }),
};

export interface ReminderContent {
  goal: WeeklyGoal;
  thisWeek: { lessons: number; minutes: number };
  /** Where the learner left off, or the dashboard when they have no course to carry on with. */
  link: { url: string; resumes: boolean };
  /** The web page that asks before unsubscribing (what a reader clicks). */
  unsubscribePage: string;
  /** The API address mail providers POST to for one-click unsubscribing. */
  oneClickUrl: string;
}

export function reminderMail(
  to: Recipient & { name: string; uiLanguage?: unknown },
  content: ReminderContent,
): Mail {
  const { kind, target } = goalTarget(content.goal);
  const count = REMINDER_TEXT[kind];
  const mail = composeMail(to, languageOf(to), {
    subject: REMINDER_TEXT.subject,
    greetingName: to.name,
    intro: REMINDER_TEXT.intro(count(content.thisWeek[kind]), count(target)),
    action: content.link.resumes ? REMINDER_TEXT.resume : REMINDER_TEXT.start,
    link: content.link.url,
    footer: REMINDER_TEXT.footer(content.unsubscribePage),
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${content.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
