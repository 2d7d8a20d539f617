/** The way from a course's page to its quiz editor, shown to admins only (the editor's calls check too). */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { useSession } from '../../auth';

export function QuizEditorLink({ courseId }: { courseId: string }) {
  if (useSession().role !== 'admin') return null;
  return (
    <Link className="btn btn--ghost course-detail__admin" to={paths.quizEditor(courseId)}>
      {t('Edit quizzes')}
    </Link>
  );
}
