/**
 * The Privacy Policy in English, the binding text; its translations (`privacy.hi.tsx`) follow it
 * section by section, with the same ids and durations.
 */
import { TOKENS } from '@shared/constants';
import { ContactDetails } from '../components/contact-details';
import type { LegalSection } from '../components/legal-page';
import type { LegalText } from './translation-notice';

const days = (seconds: number) => Math.round(seconds / 86_400);
const hours = (seconds: number) => Math.round(seconds / 3_600);
const minutes = (seconds: number) => Math.round(seconds / 60);

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run your account and your courses:</p>
        <ul>
          <li>
            <strong>Your e-mail address and username</strong>, which you give us when you register. Your
            username appears in the community chat and at the top of the page.
          </li>
          <li>
            <strong>Your password</strong>, which we never store as you typed it: we keep only a one-way hash
            of it.
          </li>
          <li>
            <strong>What you do on LearnFree</strong>: the courses you enrol in, the lessons you complete, the
            courses you like, your notes, your chat messages and your course requests.
          </li>
          <li>
            <strong>Technical records</strong>: the IP address of requests to log in, register or reset a
            password, kept briefly to stop abuse.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <p>
        We use your data to log you in, send you verification and password-reset e-mails, keep your progress
        and notes, show your messages in the chat, answer your course requests and protect the site. We do not
        sell your data, show ads or build advertising profiles.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use two cookies, only to keep you logged in:</p>
        <ul>
          <li>
            an <strong>access token</strong> that proves your login status to the server, valid for{' '}
            {minutes(TOKENS.accessTtlSeconds)} minutes;
          </li>
          <li>
            a <strong>refresh token</strong> that renews the access token while you use the site, valid for{' '}
            {days(TOKENS.refreshTtlSeconds)} days and revoked when you log out.
          </li>
        </ul>
        <p>
          Both are first-party, cannot be read by scripts on the page, and are sent only over secure
          connections to this site. We use no advertising or tracking cookies. When you play a lesson, the
          video is embedded from the video provider, which may set its own cookies under its own privacy
          policy.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account, progress and notes: while your account exists.</li>
        <li>After you ask us to delete your account: removed within 30 days.</li>
        <li>
          Verification links expire after {hours(TOKENS.verifyTtlSeconds)} hours and password-reset links
          after {hours(TOKENS.resetTtlSeconds)} hour; each works once.
        </li>
        <li>Records of login and reset attempts: deleted automatically within a few hours.</li>
        <li>Chat messages: only the most recent messages are shown; ask us and we remove yours.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Passwords are hashed with bcrypt, and links sent by e-mail are stored only as hashes. The site is
        served over HTTPS, login cookies are HttpOnly, Secure and SameSite, and repeated login attempts are
        slowed down. Each learner can reach only their own notes, progress and requests; administrators see
        course requests so that they can answer them. No system is perfectly secure: if we ever learn of a
        breach that affects you, we will tell you without delay.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else sees it',
    body: (
      <p>
        Other learners see your username and your chat messages. Our cloud provider stores the data and
        delivers our e-mails on our behalf, under contract. We share data with authorities only when the law
        requires it.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can ask us for a copy of your data, to correct it, or to delete your account and everything in it.
        Write to us from the address of your account and we will answer within 30 days.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        LearnFree is not meant for children under 13, and we do not knowingly collect personal data from them.
        If you believe a child under 13 has given us their data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When this policy changes, we update the date at the top, and we announce important changes on the site
        before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact details',
    body: (
      <>
        <p>For any question about your data or this policy:</p>
        <ContactDetails />
      </>
    ),
  },
];

export const PRIVACY_EN: LegalText & { sections: readonly LegalSection[] } = {
  title: 'Privacy Policy',
  intro:
    'What we collect about you, why, how long we keep it and how we protect it. The short version: as little as we can, only to run your account.',
  sections: SECTIONS,
};
