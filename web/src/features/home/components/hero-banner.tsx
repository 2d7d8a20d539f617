import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { useSession } from '../../auth';
import { HEADLINE_WORDS } from '../content';
import { BannerVideo } from './banner-video';
import { Typewriter } from './typewriter';

export function HeroBanner() {
  const { loggedIn } = useSession();
  // One list for the page's life: the typewriter starts over when it gets another.
  const words = useMemo(() => HEADLINE_WORDS.map((word) => t(word)), []);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner columns columns--from-lg">
        <div className="hero__text">
          <Typewriter phrase={t('Learn {subject}')} words={words} />
          <h1 id="hero-title" className="hero__title">
            {t('Join Now And Start Learning From Leading Teachers In Industry.')}
          </h1>
          <p className="hero__lead">
            {t(
              'Free video courses, hand-picked and arranged lesson by lesson, with your progress and notes kept for you.',
            )}
          </p>
          <div className="hero__actions">
            <Link className="btn btn--accent btn--large" to={paths.courses}>
              {t('Courses')}
            </Link>
            <Link className="btn btn--on-dark btn--large" to={loggedIn ? paths.dashboard : paths.register}>
              {loggedIn ? t('Dashboard') : t('Sign Up')}
            </Link>
          </div>
        </div>
        <BannerVideo />
      </div>
    </section>
  );
}
