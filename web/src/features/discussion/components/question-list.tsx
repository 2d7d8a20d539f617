/**
 * A lesson's questions: Top or New, "Ask a question", and one row per question with its votes, its
 * answer count and whether it is answered. A question's title links to its thread (the address the
 * answer mail uses), so it opens in place, in a new tab, or from a shared link alike.
 */
import { type QuestionSort, type QuestionSummary, threadPath } from '@shared/discussion';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DisclosureButton } from '../../../components/ui/disclosure-button';
import { msg, t } from '../../../i18n';
import type { LessonRef } from '../../../lib/lesson-ref';
import type { useQuestions } from '../hooks/use-questions';
import { AskForm } from './ask-form';
import { LoadFailed, Waiting } from './loading-states';
import { AnsweredBadge, PostMeta } from './post-meta';

const SORTS: ReadonlyArray<{ id: QuestionSort; label: string }> = [
  { id: 'top', label: msg('Top') },
  { id: 'new', label: msg('New') },
];

/** The id of a question's link in the list, where focus returns after its thread. */
export const questionLinkId = (questionId: string) => `question-link-${questionId}`;

export function QuestionList({
  lesson,
  lessonName,
  list,
  authorName,
  onAsked,
}: {
  lesson: LessonRef;
  lessonName: string;
  list: ReturnType<typeof useQuestions>;
  authorName: string;
  onAsked(question: QuestionSummary): void;
}) {
  const [asking, setAsking] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const { state } = list;

  return (
    <>
      <div className="spread-row">
        <fieldset className="discussion__sort">
          <legend className="visually-hidden">{t('Sort questions')}</legend>
          {SORTS.map((sort) => (
            <button
              key={sort.id}
              type="button"
              className="discussion__sort-button"
              aria-pressed={list.sort === sort.id}
              onClick={() => list.setSort(sort.id)}
            >
              {t(sort.label)}
            </button>
          ))}
        </fieldset>
        <DisclosureButton ref={askButton} className="btn btn--primary" open={asking} onOpenChange={setAsking}>
          {t('Ask a question')}
        </DisclosureButton>
      </div>
      {asking && (
        <AskForm
          lesson={lesson}
          lessonName={lessonName}
          authorName={authorName}
          onCancel={() => {
            setAsking(false);
            askButton.current?.focus();
          }}
          onAsked={(question) => {
            setAsking(false);
            onAsked(question);
          }}
        />
      )}
      {state.kind === 'loading' ? (
        <Waiting label={t('Loading questions...')} />
      ) : state.kind === 'failed' ? (
        <LoadFailed what={t('The questions could not be loaded.')} msg={state.msg} onRetry={list.retry} />
      ) : state.questions.length === 0 ? (
        <p className="discussion__empty">{t('No questions about this lesson yet. Ask the first one.')}</p>
      ) : (
        <>
          <ol className="question-list" aria-label={t('Questions about {lesson}', { lesson: lessonName })}>
            {state.questions.map((question) => (
              <QuestionRow key={question._id} lesson={lesson} question={question} />
            ))}
          </ol>
          {state.next && (
            <button
              type="button"
              className="btn btn--ghost discussion__more"
              aria-busy={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {list.loadingMore ? t('Loading more questions...') : t('Load more')}
            </button>
          )}
        </>
      )}
    </>
  );
}

function QuestionRow({ lesson, question }: { lesson: LessonRef; question: QuestionSummary }) {
  return (
    <li className="question-row">
      <p className="question-row__stats">
        <span className="question-row__stat">
          {t('{count, plural, one {# vote} other {# votes}}', { count: question.votes })}
        </span>
        <span className={`question-row__stat${question.answered ? ' is-answered' : ''}`}>
          {t('{count, plural, one {# answer} other {# answers}}', { count: question.answerCount })}
        </span>
      </p>
      <div className="question-row__main">
        <h3 className="question-row__title">
          <Link
            id={questionLinkId(question._id)}
            to={threadPath(lesson.courseId, lesson.lessonId, question._id)}
            preventScrollReset
          >
            {question.title}
          </Link>
        </h3>
        <p className="question-row__excerpt post-text">{question.body}</p>
        <div className="question-row__meta">
          <PostMeta author={question.author} createdAt={question.createdAt} />
          {question.answered && <AnsweredBadge />}
        </div>
      </div>
    </li>
  );
}
