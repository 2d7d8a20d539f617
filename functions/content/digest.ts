/**
 * The admins' digest: after a check, one mail to each admin listing the lessons it newly found
 * unplayable, none when it found nothing new, so a video that stays gone is mailed about once.
 * Admins are the profiles on the admin list, and the operator's ADMIN_EMAIL.
 */
import type { UiLanguage } from '../../shared/locale';
import { type Message, message, timeValue } from '../../shared/message';
import type { VideoProblem } from '../../shared/types';
import { normaliseEmail } from '../../shared/validation';
import { listAdmins } from '../data/users';
import { config } from '../lib/config';
import { languageOf } from '../lib/i18n/translate';
import { log } from '../lib/log';
import { composeMail, type Recipient, sendMail, siteLink } from '../lib/mail';

/** A lesson the check found unplayable that was not so before. */
export interface NewProblem {
  courseName: string;
  lesson: number;
  lessonName: string;
  link: string;
  problem: VideoProblem;
}

/** The admin page of the health list (web/src/config/paths.ts). */
export const CONTENT_HEALTH_PATH = '/admin/content';

const WHAT: Record<VideoProblem, string> = {
  removed: 'the video was removed from YouTube',
  private: 'the video was made private',
  unembeddable: 'the video may no longer be played outside YouTube',
};

const itemOf = (p: NewProblem): Message =>
  message('{course}, lesson {lesson} "{name}": {problem} (video {link})', {
    course: p.courseName,
    lesson: p.lesson,
    name: p.lessonName,
    problem: WHAT[p.problem],
    link: p.link,
  });

/** The digest's words: one lesson and several read differently in every language. */
function digestOf(count: number, checkedAt: string) {
  const time = timeValue(checkedAt);
  return count === 1
    ? {
        subject: 'LearnFree: 1 lesson needs attention',
        intro: message(
          'The content check of {time} found a lesson whose video can no longer be played. Learners see it marked as unavailable, and a course whose every lesson is unavailable has left the catalogue until it is fixed.',
          { time },
        ),
        action: 'Replace or hide it on the content health page',
      }
    : {
        subject: message('LearnFree: {count} lessons need attention', { count }),
        intro: message(
          'The content check of {time} found {count} lessons whose video can no longer be played. Learners see them marked as unavailable, and a course whose every lesson is unavailable has left the catalogue until it is fixed.',
          { time, count },
        ),
        action: 'Replace or hide them on the content health page',
      };
}

/** Whom the digest goes to: every admin once, by address, in their language (the operator's: English). */
async function recipients(): Promise<Array<Recipient & { name: string; language: UiLanguage }>> {
  const admins = (await listAdmins()).map((admin) => ({ ...admin, language: languageOf(admin) }));
  const operator = config.adminEmail;
  const known = new Set(admins.map((admin) => normaliseEmail(admin.email)));
  return operator && !known.has(operator)
    ? [...admins, { email: operator, name: 'there', language: 'en' }]
    : admins;
}

/**
 * Mails the digest of `problems` (nothing when there are none); answers how many mails went out. A
 * mail that fails is logged: the check's findings are stored and the health page shows them.
 */
export async function sendDigest(problems: readonly NewProblem[], checkedAt: string): Promise<number> {
  if (problems.length === 0) return 0;
  const sorted = [...problems].sort(
    (a, b) => a.courseName.localeCompare(b.courseName) || a.lesson - b.lesson,
  );
  const digest = digestOf(problems.length, checkedAt);
  let sent = 0;
  for (const admin of await recipients()) {
    try {
      const mailed = await sendMail(
        composeMail(admin, admin.language, {
          ...digest,
          greetingName: admin.name,
          link: siteLink(admin.language, CONTENT_HEALTH_PATH),
          footer:
            'You get this mail because you are an admin of LearnFree: one mail after a check that finds new problems, never one per problem.',
          items: sorted.map(itemOf),
        }),
      );
      if (mailed) sent++;
    } catch (error) {
      log.warn('content digest not sent', { error });
    }
  }
  return sent;
}
