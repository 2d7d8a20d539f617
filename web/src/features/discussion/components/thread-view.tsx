/**
 * One question opened in place: the question with its vote, the answers (the accepted one first),
 * and the answer box. The asker accepts an answer; authors and admins delete, after a confirmation.
 * Focus moves to the question's title when it has loaded, where a screen reader starts reading.
 */
import type { AnswerView, QuestionDetail } from '@shared/discussion';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { type ThreadEvents, useThread } from '../hooks/use-thread';
import { AnswerForm } from './answer-form';
import { LoadFailed, Waiting } from './loading-states';
import { AnsweredBadge, PostMeta } from './post-meta';
import { VoteButton } from './vote-button';

export function ThreadView({
  courseId,
  questionId,
  canModerate,
  events,
}: {
  courseId: string;
  questionId: string;
  /** Admins may delete any post. */
  canModerate: boolean;
  events: ThreadEvents;
}) {
  const thread = useThread(questionId, events);
  const { state } = thread;
  const title = useRef<HTMLHeadingElement>(null);
  const ready = state.kind === 'ready';

  useEffect(() => {
    if (ready) title.current?.focus();
  }, [ready]);

  return (
    <div className="thread">
      <Link className="thread__back" to={paths.play(courseId)} preventScrollReset>
        <span aria-hidden="true">← </span>
        {t('All questions')}
      </Link>
      {state.kind === 'loading' ? (
        <Waiting label={t('Loading the question...')} />
      ) : state.kind === 'missing' ? (
        <p className="discussion__empty">{t('This question is no longer here: it may have been deleted.')}</p>
      ) : state.kind === 'failed' ? (
        <LoadFailed what={t('The question could not be loaded.')} msg={state.msg} onRetry={thread.retry} />
      ) : (
        <ThreadBody
          question={state.data.question}
          answers={state.data.answers}
          canModerate={canModerate}
          titleRef={title}
          thread={thread}
        />
      )}
    </div>
  );
}

function ThreadBody({
  question,
  answers,
  canModerate,
  titleRef,
  thread,
}: {
  question: QuestionDetail;
  answers: AnswerView[];
  canModerate: boolean;
  titleRef: React.RefObject<HTMLHeadingElement | null>;
  thread: ReturnType<typeof useThread>;
}) {
  const titleId = useId();
  const answersId = useId();
  const answersHeading = useRef<HTMLHeadingElement>(null);
  const { busy } = thread;
  // An accepted or deleted answer takes its button away; focus then goes to the answers' heading
  // rather than to the top of the page.
  const keepFocus = (action: Promise<unknown>) =>
    void action.then(() => {
      if (document.activeElement === document.body) answersHeading.current?.focus();
    });
  const deleteQuestion = () => {
    if (window.confirm(t('Delete the question "{title}" and its answers?', { title: question.title })))
      void thread.deleteQuestion();
  };
  const deleteAnswer = (answer: AnswerView) => {
    if (window.confirm(t('Delete the answer by {author}?', { author: answer.author })))
      keepFocus(thread.deleteAnswer(answer));
  };

  return (
    <article className="thread__question" aria-labelledby={titleId}>
      <div className="post">
        <VoteButton
          votes={question.votes}
          voted={question.myVote === 1}
          what={t('this question')}
          own={question.mine}
          busy={busy.has('question')}
          onVote={() => void thread.voteQuestion()}
        />
        <div className="post__main">
          <h3 id={titleId} ref={titleRef} className="thread__title" tabIndex={-1}>
            {question.title}
          </h3>
          <div className="question-row__meta">
            <PostMeta author={question.author} createdAt={question.createdAt} />
            {question.answered && <AnsweredBadge />}
          </div>
          <p className="post-text">{question.body}</p>
          {(question.mine || canModerate) && (
            <div className="post__actions">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-busy={busy.has('delete')}
                onClick={deleteQuestion}
              >
                {t('Delete question')}
              </button>
            </div>
          )}
        </div>
      </div>

      <section className="thread__answers" aria-labelledby={answersId}>
        <h4 id={answersId} ref={answersHeading} className="thread__answers-heading" tabIndex={-1}>
          {t('{count, plural, one {# answer} other {# answers}}', { count: answers.length })}
        </h4>
        {answers.length === 0 ? (
          <p className="discussion__empty">{t('No answers yet. Do you know? Answer below.')}</p>
        ) : (
          <ol className="answers">
            {answers.map((answer) => (
              <li key={answer._id} className={`post answer${answer.accepted ? ' is-accepted' : ''}`}>
                <VoteButton
                  votes={answer.votes}
                  voted={answer.myVote === 1}
                  what={t('the answer by {author}', { author: answer.author })}
                  own={answer.mine}
                  busy={busy.has(answer._id)}
                  onVote={() => void thread.voteAnswer(answer)}
                />
                <div className="post__main">
                  {answer.accepted && (
                    <p className="accepted-badge">
                      <span aria-hidden="true">✓ </span>
                      {t('Accepted answer')}
                    </p>
                  )}
                  <PostMeta author={answer.author} createdAt={answer.createdAt} />
                  <p className="post-text">{answer.body}</p>
                  <div className="post__actions">
                    {question.mine && !answer.accepted && (
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={t('Accept answer by {author}', { author: answer.author })}
                        aria-busy={busy.has(answer._id)}
                        onClick={() => keepFocus(thread.accept(answer))}
                      >
                        {t('Accept answer')}
                      </button>
                    )}
                    {(answer.mine || canModerate) && (
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={t('Delete answer by {author}', { author: answer.author })}
                        aria-busy={busy.has(answer._id)}
                        onClick={() => deleteAnswer(answer)}
                      >
                        {t('Delete')}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <AnswerForm busy={busy.has('answer')} onPost={thread.postAnswer} />
    </article>
  );
}
