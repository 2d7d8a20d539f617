import { ContactList, hasContact } from '../../../components/ui/contact-list';
import { t } from '../../../i18n';
import { useSiteSettings } from '../../../lib/site-settings';

/** How to reach the people who run the site, as far as they have published it. */
export function ContactDetails() {
  const settings = useSiteSettings();
  if (!hasContact(settings)) return <p>{t('This site has not published contact details yet.')}</p>;
  return <ContactList settings={settings} labelled className="legal__contact" />;
}
