import { Link } from 'react-router-dom';
import { AboutPicture } from '../../../components/ui/about-picture';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import '../misc.css';
import { msg, t } from '../../../i18n';

const VALUES = [
  {
    title: msg('Free, for good'),
    text: msg('No fees, no trials, no premium tier. If a course is here, every lesson of it is free.'),
  },
  {
    title: msg('Chosen with care'),
    text: msg(
      'We pick complete, well-taught courses and put their lessons in order, so you never wonder what comes next.',
    ),
  },
  {
    title: msg('Learning together'),
    text: msg('Progress you can see, notes beside every lesson and a community to ask when you are stuck.'),
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageTitle>{t('About us')}</PageTitle>
      <section className="banner" aria-labelledby="about-page-title">
        <div className="container banner__inner">
          <p className="banner__kicker">{t('About us')}</p>
          <h1 id="about-page-title">{t('Good education should not depend on what you can pay.')}</h1>
          <p className="banner__lead">
            {t('LearnFree brings the best free courses on the web together in one calm place to learn.')}
          </p>
          <Link className="btn btn--accent btn--large" to={paths.courses}>
            {t('Courses')}
          </Link>
        </div>
      </section>
      <section className="section" aria-labelledby="who-title">
        <div className="container split">
          <div className="split__text">
            <h2 id="who-title">{t('Who we are ?')}</h2>
            <p>
              {t(
                'We are a small team of learners and teachers who believe that knowledge should be free. Some of the best teaching in the world is already online at no cost, but it is scattered across playlists, mixed with distractions and hard to follow to the end.',
              )}
            </p>
            <p>
              {t(
                'So we gather it: we choose complete courses from teachers who explain things well, arrange the lessons in order and add what a classroom gives you: a record of your progress, a place for your notes and people to learn with. Everything is free, for everyone, and it will stay that way.',
              )}
            </p>
            <p>
              {t(
                'Our mission is simple: anyone with a connection and the wish to learn should be able to start today, in their own language and at their own pace.',
              )}
            </p>
          </div>
          <AboutPicture />
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title" className="text-center">
            {t('What we stand for')}
          </h2>
          <ul className="values">
            {VALUES.map((value) => (
              <li key={value.title} className="card value">
                <h3>{t(value.title)}</h3>
                <p>{t(value.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
