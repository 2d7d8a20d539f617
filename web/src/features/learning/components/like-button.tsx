/** The course's like control: a toggle button whose pressed state is the learner's like. */

import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { t } from '../../../i18n';
import { type LikeState, useLike } from '../hooks/use-like';
import { HeartIcon } from './heart-icon';

export function LikeButton({ courseId, initial }: { courseId: string; initial: LikeState }) {
  const { loved, love, busy, toggle } = useLike(courseId, initial);
  return (
    <ToggleButton className="like-button" pressed={loved} busy={busy} onPress={() => void toggle()}>
      <HeartIcon filled={loved} />
      <span>{t('Like')}</span>
      <span className="like-button__count">
        {love}
        <ScreenReaderSuffix>
          {t('{count, plural, one {like} other {likes}}', { count: love })}
        </ScreenReaderSuffix>
      </span>
    </ToggleButton>
  );
}
