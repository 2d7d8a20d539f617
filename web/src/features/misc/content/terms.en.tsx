/**
 * The Terms of Service in English, the binding text; its translations (`terms.hi.tsx`) follow it
 * section by section, with the same ids.
 */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ContactDetails } from '../components/contact-details';
import type { LegalSection } from '../components/legal-page';
import type { LegalText } from './translation-notice';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'purpose',
    title: 'What LearnFree is for',
    body: (
      <>
        <p>
          LearnFree gathers free video courses from across the web and arranges them into courses you can
          follow: lessons in order, progress you can tick off, notes beside each lesson and a community to
          learn with. These terms are the agreement between you and us when you use the site.
        </p>
        <p>
          By creating an account or using the site, you accept these terms. If you do not, please do not use
          it.
        </p>
      </>
    ),
  },
  {
    id: 'free',
    title: 'No paid services',
    body: (
      <p>
        Every course and every feature on LearnFree is free. We offer no paid services: there are no
        subscriptions, no payments and no premium tiers, and we will never ask you for card details.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give a real e-mail address you can read: we send the verification and password links there.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>One person, one account. Tell us at once if you think someone else has used yours.</li>
      </ul>
    ),
  },
  {
    id: 'ownership',
    title: 'Who owns what',
    body: (
      <>
        <p>
          The course videos belong to their creators. They are embedded from the video provider, stay under
          the creators’ own terms, and may be removed by them at any time. Course names and descriptions
          credit the creator.
        </p>
        <p>
          The LearnFree name, logo, design and the texts we write are ours. You may not copy them to pass off
          another service as LearnFree.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and the licence you give us',
    body: (
      <>
        <p>
          Your notes, chat messages and course requests remain yours. So that we can run the site, you give us
          a free, non-exclusive, worldwide licence to store, copy and show that content, only to provide
          LearnFree to you and, for chat messages, to the other learners. The licence ends when you delete the
          content or your account, except for copies that others have already seen in the chat.
        </p>
        <p>
          Notes are private to you. Chat messages are seen by every logged-in learner. Only share what you
          have the right to share.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'How to behave',
    body: (
      <>
        <p>When you use LearnFree, please do not:</p>
        <ul>
          <li>harass, threaten or insult anyone, or post hateful, sexual or violent content;</li>
          <li>post spam, advertising, or links to malware or to material you have no right to share;</li>
          <li>pretend to be someone else, or collect other learners’ personal data;</li>
          <li>
            try to break into accounts or systems, get around limits, or overload the site with automated
            requests.
          </li>
        </ul>
        <p>We may remove content that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'warranties',
    title: 'Warranties',
    body: (
      <p>
        We work hard to keep LearnFree useful and online, but we provide it as it is and as available. We do
        not promise that it will always be available or free of errors, that a course stays online, or that a
        course is accurate or suitable for your purpose. Courses are no substitute for professional advice.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use',
    body: (
      <p>
        You may stop using LearnFree at any time and ask us to delete your account. We may suspend or close an
        account that breaks these terms or puts other learners or the site at risk; where we can, we tell you
        why first. The sections on ownership, warranties, liability and disputes still apply afterwards.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        As far as the law allows, we are not liable for indirect or consequential losses, lost data or lost
        opportunities arising from your use of LearnFree or of the embedded videos. Nothing in these terms
        limits liability that the law does not allow us to limit.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms, we update the date at the top, and we announce important changes on the
        site before they take effect. Using LearnFree after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes',
    body: (
      <p>
        If something goes wrong, please contact us first: most problems are solved quickly by talking. If we
        cannot settle a dispute together within 30 days, it is governed by the laws of India and settled by
        the competent courts there, unless the law of the country where you live gives you the right to go to
        your own courts.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Questions about these terms? Reach us here. How we handle your data is explained in the{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <ContactDetails />
      </>
    ),
  },
];

export const TERMS_EN: LegalText & { sections: readonly LegalSection[] } = {
  title: 'Terms of Service',
  intro:
    'The rules for using LearnFree, in plain words: what the site is for, what is yours, and what we ask of everyone.',
  sections: SECTIONS,
};
