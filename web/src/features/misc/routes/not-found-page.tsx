import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import '../misc.css';
import { t } from '../../../i18n';

export default function NotFoundPage() {
  return (
    <section className="container page not-found" aria-labelledby="not-found-title">
      <PageTitle>{t('Page not found')}</PageTitle>
      <svg className="not-found__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="52" fill="var(--color-primary-soft)" />
        <circle cx="60" cy="60" r="38" fill="none" stroke="var(--color-primary)" strokeWidth="4" />
        <path d="M60 30l9 30-9 30-9-30z" fill="var(--color-primary)" />
        <path d="M60 30l9 30H51z" fill="var(--color-accent)" />
        <circle cx="60" cy="60" r="4" fill="#fff" />
      </svg>
      <h1 id="not-found-title">404!</h1>
      <p className="not-found__lead">{t('You are lost!')}</p>
      <p>{t('The page you are looking for does not exist or has moved. Let us get you back on track.')}</p>
      <div className="not-found__actions">
        <Link className="btn btn--primary" to={paths.home}>
          {t('Back to the home page')}
        </Link>
        <Link className="btn btn--ghost" to={paths.courses}>
          {t('Browse courses')}
        </Link>
      </div>
    </section>
  );
}
