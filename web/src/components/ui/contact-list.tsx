/**
 * The site's contact address and phone as links: only those the operator set
 * (shared/site-settings.ts); none renders nothing. `labelled` names each line, for running text.
 */
import { phoneHref, type SiteSettings } from '@shared/site-settings';
import { t } from '../../i18n';

export const hasContact = ({ contactEmail, contactPhone }: SiteSettings): boolean =>
  Boolean(contactEmail || contactPhone);

export function ContactList({
  settings: { contactEmail, contactPhone },
  labelled = false,
  className,
}: {
  settings: SiteSettings;
  labelled?: boolean;
  className?: string;
}) {
  if (!contactEmail && !contactPhone) return null;
  return (
    <ul className={className}>
      {contactEmail && (
        <li>
          {labelled && `${t('E-mail:')} `}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </li>
      )}
      {contactPhone && (
        <li>
          {labelled && `${t('Phone:')} `}
          <a href={phoneHref(contactPhone)}>{contactPhone}</a>
        </li>
      )}
    </ul>
  );
}
