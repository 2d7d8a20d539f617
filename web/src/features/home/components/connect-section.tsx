import { hasSocialPages } from '@shared/site-settings';
import { SectionHeading } from '../../../components/ui/section-heading';
import { LazySocialLinks } from '../../../components/ui/social-links-lazy';
import { t } from '../../../i18n';
import { useSiteSettings } from '../../../lib/site-settings';

/** The site's social pages; the section is left out while the operator has set none. */
export function ConnectSection() {
  const { social } = useSiteSettings();
  if (!hasSocialPages(social)) return null;
  return (
    <section className="section section--tinted connect" aria-labelledby="connect-title">
      <div className="container">
        <SectionHeading id="connect-title" kicker={t('Stay in the loop')} title={t('Connect with Us')}>
          {t('New courses, study tips and community news, wherever you already are.')}
        </SectionHeading>
        <LazySocialLinks social={social} large />
      </div>
    </section>
  );
}
