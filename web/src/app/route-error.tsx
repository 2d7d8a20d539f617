/**
 * What a route shows when its page fails to render or its code cannot load (a deploy replaced the
 * chunk, the connection dropped): the error instead of a blank page, and two ways on. The error goes
 * to the analytics hook once.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { t } from '../i18n';
import { reportPageError } from '../lib/analytics';

export function RouteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();

  useEffect(() => {
    reportPageError(pathname, error);
  }, [pathname, error]);

  return (
    <section className="container page route-error" role="alert">
      <PageTitle>{t('Something went wrong')}</PageTitle>
      <h1>{t('Something went wrong')}</h1>
      <p className="lead">
        {t('This page could not be shown. Reloading often helps; your progress and notes are safe.')}
      </p>
      <div className="route-error__actions">
        {/* A full reload: it also fetches page code that a new release replaced. */}
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </button>
        <Link className="btn btn--ghost" to={paths.home} reloadDocument>
          {t('Go to the home page')}
        </Link>
      </div>
    </section>
  );
}
