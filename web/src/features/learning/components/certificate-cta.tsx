/**
 * The way to a course's certificate: "Claim your certificate" once every lesson is complete (the
 * server checks again), or a link to the certificate already issued.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '../../../components/ui/busy-button';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { isOk } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { learningApi } from '../api';

export function CertificateCta({
  courseId,
  courseName,
  certificateId,
  inCourseCard = false,
}: {
  courseId: string;
  courseName: string;
  certificateId?: string;
  /**
   * Shown in a card that already names the course (the dashboard's featured card): its own words
   * suffice there, and one name per course keeps the course's card below the only "… for <course>".
   */
  inCourseCard?: boolean;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (certificateId) {
    return (
      <Link
        className="btn btn--accent certificate-cta"
        to={paths.certificate(certificateId)}
        aria-label={
          inCourseCard ? undefined : t('View your certificate for {course}', { course: courseName })
        }
      >
        {t('View your certificate')}
      </Link>
    );
  }

  const claim = async () => {
    setBusy(true);
    const { status, data } = await learningApi.claimCertificate(courseId);
    setBusy(false);
    if (isOk(status) && typeof data._id === 'string') navigate(paths.certificate(data._id));
    else toast.error(failure(t("Your certificate wasn't issued"), t('Try again.'), { status, data }));
  };

  return (
    <BusyButton
      type="button"
      className="btn btn--accent certificate-cta"
      onClick={() => void claim()}
      busy={busy}
      aria-label={inCourseCard ? undefined : t('Claim your certificate for {course}', { course: courseName })}
    >
      {t('Claim your certificate')}
    </BusyButton>
  );
}
