/**
 * The admins' digest: after a check, one mail to each admin listing the lessons it newly found
 * unplayable, none when it found nothing new, so a video that stays gone is mailed about once.
 * Admins are the profiles on the admin list, and the operator's ADMIN_EMAIL.
 */
import type { VideoProblem } from '../../shared/types';
import { normaliseEmail } from '../../shared/validation';
import { listAdmins } from '../data/users';
import { config } from '../lib/config';
import { log } from '../lib/log';
import { linkMail, type Recipient, sendMail } from '../lib/mail';

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

const itemOf = (p: NewProblem): string =>
  `${p.courseName}, lesson ${p.lesson} "${p.lessonName}": ${WHAT[p.problem]} (video ${p.link})`;

const countOf = (n: number) => (n === 1 ? '1 lesson needs' : `${n} lessons need`);

/** Whom the digest goes to: every admin once, by address. */
async function recipients(): Promise<Array<Recipient & { name: string }>> {
  const admins = await listAdmins();
  const operator = config.adminEmail;
  const known = new Set(admins.map((admin) => normaliseEmail(admin.email)));
  return operator && !known.has(operator) ? [...admins, { email: operator, name: 'there' }] : admins;
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
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const one = problems.length === 1;
  let sent = 0;
  for (const admin of await recipients()) {
    try {
      const mailed = await sendMail(
        linkMail(
          admin,
          `LearnFree: ${countOf(problems.length)} attention`,
          admin.name,
          `The content check of ${day.format(new Date(checkedAt))} UTC found ${one ? 'a lesson' : `${problems.length} lessons`} whose video can no longer be played. Learners see ${one ? 'it' : 'them'} marked as unavailable, and a course whose every lesson is unavailable has left the catalogue until it is fixed.`,
          `Replace or hide ${one ? 'it' : 'them'} on the content health page`,
          `${config.siteUrl}${CONTENT_HEALTH_PATH}`,
          'You get this mail because you are an admin of LearnFree: one mail after a check that finds new problems, never one per problem.',
          sorted.map(itemOf),
        ),
      );
      if (mailed) sent++;
    } catch (error) {
      log.warn('content digest not sent', { error });
    }
  }
  return sent;
}
