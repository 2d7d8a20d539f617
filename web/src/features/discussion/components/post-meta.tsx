import { t } from '../../../i18n';
import { formatDate } from '../../../lib/time';

/** Who wrote a post and when. Names are display names, shown as text like everything learners write. */
export function PostMeta({ author, createdAt }: { author: string; createdAt: string }) {
  return (
    <p className="post-meta">
      <span className="post-meta__author">{author}</span>
      {' · '}
      <time dateTime={createdAt}>{formatDate(createdAt)}</time>
    </p>
  );
}

/** The mark of a question whose asker accepted an answer. */
export function AnsweredBadge() {
  return (
    <span className="answered-badge">
      <span aria-hidden="true">✓ </span>
      {t('Answered')}
    </span>
  );
}
