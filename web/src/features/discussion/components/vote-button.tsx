/**
 * A toggle that casts or takes back the learner's vote, with the count beside it (focusable while the
 * vote is on its way: see ToggleButton). On the learner's own post, where the server refuses a vote,
 * it is only the count: nothing to press.
 */

import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { t } from '../../../i18n';

export function VoteButton({
  votes,
  voted,
  what,
  own,
  busy,
  onVote,
}: {
  votes: number;
  voted: boolean;
  /** What the vote is for, as read out: "this question", "the answer by Asha". */
  what: string;
  /** The learner wrote the post. */
  own: boolean;
  busy: boolean;
  onVote(): void;
}) {
  const unit = t('{count, plural, one {vote} other {votes}}', { count: votes });
  if (own)
    return (
      <p className="vote-tally">
        <span className="vote-button__count">{votes}</span> <span className="vote-tally__unit">{unit}</span>
        <ScreenReaderSuffix>
          {t('for {what}. You cannot vote for your own post.', { what })}
        </ScreenReaderSuffix>
      </p>
    );
  return (
    <ToggleButton className="vote-button" pressed={voted} busy={busy} onPress={onVote}>
      <span className="vote-button__arrow" aria-hidden="true">
        ▲
      </span>
      <span className="visually-hidden">{t('Vote for {what},', { what })} </span>
      <span className="vote-button__count">{votes}</span>
      <ScreenReaderSuffix>{unit}</ScreenReaderSuffix>
    </ToggleButton>
  );
}
