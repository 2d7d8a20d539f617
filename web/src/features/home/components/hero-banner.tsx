import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth';
import { HEADLINE_WORDS } from '../content';
import { BannerVideo } from './banner-video';
import { Typewriter } from './typewriter';

export function HeroBanner() {
  const { loggedIn } = useSession();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <Typewriter lead="Learn" words={HEADLINE_WORDS} />
          <h1 id="hero-title" className="hero__title">
            Join Now And Start Learning From Leading Teachers In Industry.
          </h1>
          <p className="hero__lead">
            Free video courses, hand-picked and arranged lesson by lesson, with your progress and notes kept
            for you.
          </p>
          <div className="hero__actions">
            <Link className="btn btn--accent btn--large" to={paths.courses}>
              Courses
            </Link>
            {loggedIn ? (
              <Link className="btn btn--on-dark btn--large" to={paths.dashboard}>
                Dashboard
              </Link>
            ) : (
              <Link className="btn btn--on-dark btn--large" to={paths.register}>
                Sign Up
              </Link>
            )}
          </div>
        </div>
        <BannerVideo />
      </div>
    </section>
  );
}
