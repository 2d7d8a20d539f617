import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title';
import { site } from '../../../config/site';
import '../misc.css';
import { Trans, t } from '../../../i18n';
import { formatDate } from '../../../lib/time';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal text: title, date of the last change, a table of contents, then numbered sections. */
/**
 * Opening a link to a section (/privacy-policy#cookies) scrolls to it. The browser tries before the
 * page's code has arrived, so the page does it once it has rendered.
 */
function useScrollToSection(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function LegalPage({
  title,
  intro,
  notice,
  sections,
}: {
  title: string;
  intro: ReactNode;
  /** Above the text of a translation: that it is one, and where the binding English text is. */
  notice?: ReactNode;
  sections: readonly LegalSection[];
}) {
  useScrollToSection();
  return (
    <article className="container page legal">
      <PageTitle>{title}</PageTitle>
      <header className="legal__header">
        <h1>{title}</h1>
        {notice}
        <p className="legal__updated">
          <Trans
            id="Last updated: <0>{date}</0>"
            values={{ date: formatDate(site.legalUpdated) }}
            components={[<time key="0" dateTime={site.legalUpdated} />]}
          />
        </p>
        <p className="lead">{intro}</p>
      </header>
      <div className="legal__layout columns columns--from-lg">
        <nav className="legal__toc" aria-label={t('On this page')}>
          <h2 className="legal__toc-title">{t('On this page')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
