/**
 * The admin quiz editor of a course (`/admin/course/{id}/quizzes`): add, edit, reorder and delete
 * its quizzes and their questions. The server checks every change with the import's rules; the
 * forms check first with the same ones.
 */
import type { AuthoredQuiz, QuizEditorData } from '@shared/quizzes';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { PageDataView } from '../../../lib/page-data';
import { useReload, useRouteData } from '../../../lib/route-data';
import { quizEditorApi } from '../api';
import { NewQuizForm } from '../components/editor/new-quiz-form';
import { moved, QuizPanel } from '../components/editor/quiz-panel';
import type { QuizEditorPageData } from '../loaders';
import '../quizzes.css';
import { failure } from '../../../lib/failure';

function Refusal({ title, text, courseId }: { title: string; text: string; courseId: string }) {
  return (
    <section className="container page quiz-page--message">
      <title>{t('Quiz editor | LearnFree')}</title>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <Link className="btn btn--primary" to={paths.courseDetail(courseId)}>
        {t('Back to the course')}
      </Link>
    </section>
  );
}

export default function QuizEditorPage() {
  const { id: courseId = '' } = useParams();
  const { editor } = useRouteData<QuizEditorPageData>();
  const { reload } = useReload();
  return (
    <PageDataView data={editor} fallback={<PageSpinner label={t('Loading the quizzes...')} />}>
      {(state) => {
        if (state.kind === 'ready') return <QuizEditor loaded={state.data} />;
        if (state.kind === 'missing')
          return (
            <Refusal
              title={t('Course not found')}
              text={t('This course does not exist.')}
              courseId={courseId}
            />
          );
        if (state.status === 403)
          return (
            <Refusal
              title={t('For admins only')}
              text={t("Only admins can edit a course's quizzes.")}
              courseId={courseId}
            />
          );
        return (
          <section className="container page quiz-page--message">
            <h1>{t('The quizzes could not be loaded')}</h1>
            <button type="button" className="btn btn--primary" onClick={reload}>
              {t('Try again')}
            </button>
          </section>
        );
      }}
    </PageDataView>
  );
}

function QuizEditor({ loaded }: { loaded: QuizEditorData }) {
  const { id: courseId = '' } = useParams();
  const [{ course, quizzes }, show] = useState(loaded);
  const [adding, setAdding] = useState(false);
  /** Reads the quizzes again, for changes that may move them (the server keeps them in lesson order). */
  const refresh = async () => {
    const { status, data } = await quizEditorApi.editor(courseId);
    if (status === 200) show(data);
    else toast.error(failure(t("The quizzes weren't loaded again"), t('Reload the page.'), { status, data }));
  };
  const replace = (quiz: AuthoredQuiz, movedPlace: boolean) => {
    if (movedPlace) return void refresh();
    show({ course, quizzes: quizzes.map((q) => (q._id === quiz._id ? quiz : q)) });
  };
  const move = async (index: number, by: -1 | 1) => {
    const order = moved(quizzes, index, by);
    const { status, data } = await quizEditorApi.reorderQuizzes(
      courseId,
      order.map((q) => q._id),
    );
    if (status !== 200)
      return void toast.error(failure(t("The quizzes weren't reordered"), t('Try again.'), { status, data }));
    show({ course, quizzes: order });
  };
  // Quizzes follow the lessons: only neighbours after the same lesson can swap places.
  const sameLesson = (a?: AuthoredQuiz, b?: AuthoredQuiz) => !!a && !!b && a.afterLesson === b.afterLesson;

  return (
    <div className="container page quiz-editor">
      <title>{t('Quizzes of {course} | LearnFree', { course: course.name })}</title>
      <Link className="quiz-back" to={paths.courseDetail(course._id)}>
        <span aria-hidden="true">←</span> {course.name}
      </Link>
      <h1>{t('Quizzes of {course}', { course: course.name })}</h1>
      <p className="lead">
        {t(
          'Learners meet each quiz after its lesson, and need to pass every quiz for the certificate. Quizzes after the same lesson can be moved up and down; to move one elsewhere, change its lesson.',
        )}
      </p>
      {quizzes.length === 0 && !adding && <p>{t('This course has no quizzes yet.')}</p>}
      <div className="quiz-editor__list">
        {quizzes.map((quiz, index) => (
          <QuizPanel
            key={quiz._id}
            quiz={quiz}
            number={index + 1}
            lessons={course.lessons}
            canMoveUp={sameLesson(quizzes[index - 1], quiz)}
            canMoveDown={sameLesson(quizzes[index + 1], quiz)}
            onChanged={replace}
            onMove={(by) => void move(index, by)}
            onDeleted={() => show({ course, quizzes: quizzes.filter((q) => q._id !== quiz._id) })}
          />
        ))}
      </div>
      {adding ? (
        <NewQuizForm
          courseId={course._id}
          lessons={course.lessons}
          onCancel={() => setAdding(false)}
          onAdded={(quiz) => {
            setAdding(false);
            toast.success(t('"{quiz}" added.', { quiz: quiz.title }));
            void refresh();
          }}
        />
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
          {t('Add a quiz')}
        </button>
      )}
    </div>
  );
}
