import { media } from '../../config/media';
import { t } from '../../i18n';
import { LazyImage } from './lazy-image';

/** The about picture, described once: the home page and the about page show the same image. */
export function AboutPicture() {
  return (
    <LazyImage
      className="split__media"
      src={media.about.src}
      width={media.about.width}
      height={media.about.height}
      placeholder={media.about.preview}
      alt={t('A learner at a desk watching a lesson on a laptop, with notes and a coffee cup beside it.')}
    />
  );
}
