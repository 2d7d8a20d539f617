import { TIMING } from '@shared/constants';
import { Carousel } from '../../../components/ui/carousel';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Stars } from '../../../components/ui/stars';
import { media } from '../../../config/media';
import { REVIEW_BREAKPOINTS, REVIEWS, type Review } from '../content';

/** The five reviews share three avatars, in turn. */
const avatarFor = (review: Review) => media.avatars[REVIEWS.indexOf(review) % media.avatars.length]!;

function ReviewCard({ review }: { review: Review }) {
  const avatar = avatarFor(review);
  return (
    <figure className="review">
      <Stars rating={review.rating} />
      <blockquote className="review__text">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="review__author">
        <LazyImage
          className="review__avatar"
          src={avatar.src}
          width={avatar.width}
          height={avatar.height}
          placeholder={avatar.preview}
          alt=""
        />
        <span className="review__name">{review.name}</span>
      </figcaption>
    </figure>
  );
}

export function StudentReviews() {
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="container container--wide">
        <SectionHeading id="reviews-title" kicker="From our learners" title="Student Reviews" />
        <Carousel
          label="Student reviews"
          itemName="review"
          items={REVIEWS}
          getKey={(review) => review.name}
          renderSlide={(review) => <ReviewCard review={review} />}
          breakpoints={REVIEW_BREAKPOINTS}
          autoplayMs={TIMING.carouselAutoplayMs}
          slideMs={TIMING.carouselSlideMs}
        />
      </div>
    </section>
  );
}
