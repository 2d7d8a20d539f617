import { Section } from '../../../components/ui/section-heading';
import { t } from '../../../i18n';
import { REASONS } from '../content';
import { ReasonIcon } from './reason-icon';

export function WhyChooseUs() {
  return (
    <Section
      id="why-title"
      kicker={t('Everything you need to learn')}
      title={t('Why Choose Us')}
      intro={t('Good courses are only the start. Here is what comes with every one of them, at no cost.')}
    >
      <ul className="reasons">
        {REASONS.map((reason) => (
          <li key={reason.title} className="card reason">
            <span className="reason__badge">
              <ReasonIcon name={reason.icon} />
            </span>
            <h3 className="reason__title">{t(reason.title)}</h3>
            <p className="reason__text">{t(reason.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
