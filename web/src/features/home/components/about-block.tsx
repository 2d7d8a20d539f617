import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SectionHeading } from '../../../components/ui/section-heading';
import { media } from '../../../config/media';
import { paths } from '../../../config/paths';

export function AboutBlock() {
  return (
    <section className="section section--tinted" aria-labelledby="about-title">
      <div className="container split">
        <LazyImage
          className="split__media"
          src={media.about.src}
          width={media.about.width}
          height={media.about.height}
          placeholder={media.about.preview}
          alt="A learner at a desk watching a lesson on a laptop, with notes and a coffee cup beside it."
        />
        <div className="split__text">
          <SectionHeading
            id="about-title"
            kicker="Learning without a price tag"
            title="About Us"
            align="start"
          />
          <p>
            We gather the best free video courses on the web and turn them into proper courses: lessons in
            order, progress you can tick off, notes beside every video and people to learn with.
          </p>
          <p>Everything here is free, for everyone, and it will stay that way.</p>
          <Link className="btn btn--primary" to={paths.about}>
            More<span className="visually-hidden"> about us</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
