import { Link } from 'react-router-dom';
import { AboutPicture } from '../../../components/ui/about-picture';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

export function AboutBlock() {
  return (
    <section className="section section--tinted" aria-labelledby="about-title">
      <div className="container split">
        <AboutPicture />
        <div className="split__text">
          <SectionHeading
            id="about-title"
            kicker={t('Learning without a price tag')}
            title={t('About us')}
            align="start"
          />
          <p>
            {t(
              'We gather the best free video courses on the web and turn them into proper courses: lessons in order, progress you can tick off, notes beside every video and people to learn with.',
            )}
          </p>
          <p>{t('Everything here is free, for everyone, and it will stay that way.')}</p>
          <Link className="btn btn--primary" to={paths.about}>
            {t('More')}
            <ScreenReaderSuffix>{t('about us')}</ScreenReaderSuffix>
          </Link>
        </div>
      </div>
    </section>
  );
}
