import { hasSocialPages } from '@shared/site-settings';
import { Section } from '../../../components/ui/section-heading';
import { LazySocialLinks } from '../../../components/ui/social-links-lazy';
import { t } from '../../../i18n';
import { useSiteSettings } from '../../../lib/site-settings';

/** The site's social pages; the section is left out while the operator has set none. */
export function ConnectSection() {
  const { social } = useSiteSettings();
  if (!hasSocialPages(social)) return null;
  return (
    <Section
      id="connect-title"
      className="section--tinted connect"
      kicker={t('Stay in the loop')}
      title={t('Connect with Us')}
      intro={t('New courses, study tips and community news, wherever you already are.')}
    >
      <LazySocialLinks social={social} large />
    </Section>
  );
}
