/** A completion certificate at its public address: printable, shareable, and its own verification. */
import { Link, useParams } from 'react-router-dom';
import { RetryButton } from '../../../components/ui/retry-button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { currentLanguage, pathIn, Trans, t } from '../../../i18n';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { CertificateDocument } from '../components/certificate-document';
import { VerifyPanel } from '../components/verify-panel';
import type { CertificateData } from '../loaders';
import '../certificates.css';

export default function CertificatePage() {
  const { id = '' } = useParams();
  const { certificate } = useRouteData<CertificateData>();

  return (
    <div className="container page certificate-page">
      {/* Names of learners are shared by link, not meant for search engines. */}
      <meta name="robots" content="noindex" />
      <PageDataView data={certificate} fallback={<PageSpinner label={t('Loading the certificate...')} />}>
        {(state) =>
          state.kind === 'ready' ? (
            <>
              <title>{t('Certificate: {course} | LearnFree', { course: state.data.courseName })}</title>
              <CertificateDocument certificate={state.data} />
              <VerifyPanel
                url={
                  new URL(
                    pathIn(currentLanguage(), paths.certificate(state.data._id)),
                    window.location.origin,
                  ).href
                }
              />
            </>
          ) : state.kind === 'missing' ? (
            <section className="certificate-missing">
              <title>{t('Certificate not found | LearnFree')}</title>
              <h1>{t('Certificate not found')}</h1>
              <p className="lead">
                <Trans
                  id="No certificate has the ID <0>{id}</0>. Check that the link was copied in full; a certificate that exists opens at its link for anyone."
                  values={{ id }}
                  components={[<code key="0" />]}
                />
              </p>
              <Link className="btn btn--primary" to={paths.courses}>
                {t('Browse free courses')}
              </Link>
            </section>
          ) : (
            <section className="certificate-missing">
              <h1>{t('The certificate could not be loaded')}</h1>
              <p className="lead">{t('Please try again.')}</p>
              <RetryButton />
            </section>
          )
        }
      </PageDataView>
    </div>
  );
}
