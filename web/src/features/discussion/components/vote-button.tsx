/**
 * A toggle that casts or takes back the learner's vote, with the count beside it. It stays focusable
 * while the vote is on its way (aria-busy, not disabled), so a keyboard user keeps their place.
 */
export function VoteButton({
  votes,
  voted,
  what,
  busy,
  onVote,
}: {
  votes: number;
  voted: boolean;
  /** What the vote is for, as read out: "this question", "the answer by Asha". */
  what: string;
  busy: boolean;
  onVote(): void;
}) {
  return (
    <button
      type="button"
      className={`vote-button${voted ? ' is-voted' : ''}`}
      aria-pressed={voted}
      aria-busy={busy}
      onClick={() => {
        if (!busy) onVote();
      }}
    >
      <span className="vote-button__arrow" aria-hidden="true">
        ▲
      </span>
      <span className="visually-hidden">Vote for {what}, </span>
      <span className="vote-button__count">{votes}</span>
      <span className="visually-hidden">{votes === 1 ? ' vote' : ' votes'}</span>
    </button>
  );
}
