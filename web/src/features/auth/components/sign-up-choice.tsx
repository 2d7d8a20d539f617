import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

/**
 * Sign-up offered above the login form, as a button the size and colour of Log in, for a visitor on
 * the way to enrol. The way back goes along, so the verification link and the login after it lead
 * to the course.
 */
export function SignUpChoice({ returnPath }: { returnPath?: string }) {
  return (
    <div className="form auth__choice">
      <Link className="btn btn--primary btn--block" to={paths.registerFor(returnPath)}>
        {t('Create a free account')}
      </Link>
      <p>{t('Already have an account? Log in below.')}</p>
    </div>
  );
}
