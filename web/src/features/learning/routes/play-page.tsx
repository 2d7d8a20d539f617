import { lessonsInOrder } from '@shared/learning';
import type { CourseQuiz } from '@shared/quizzes';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { CoursePlayer } from '../components/course-player';
import { CourseUnavailable } from '../components/course-unavailable';
import { EnrolPrompt } from '../components/enrol-prompt';
import { loadQuizzes, type PlayData, type PlayPageData } from '../loaders';
import { requestedPlace } from '../requested-place';
import '../learning.css';
import { t } from '../../../i18n';

// Spec: a failed load is only logged; the page offers a retry rather than a toast.
const logFailure = ({ status, msg }: { status: number; msg: string }) =>
  console.error('Loading the course failed', status, msg);
const LoadingCourse = () => <PageSpinner label={t('Loading the course...')} />;

export default function PlayPage() {
  const { course } = useRouteData<PlayPageData>();
  return (
    <PageDataView data={course} fallback={<LoadingCourse />} onFailure={logFailure}>
      {(state) =>
        state.kind === 'ready' ? (
          <Player {...state.data} />
        ) : (
          <CourseUnavailable
            missing={state.kind === 'missing'}
            failedTitle={t('The course could not be loaded')}
            msg={state.kind === 'failed' ? state.msg : undefined}
          />
        )
      }
    </PageDataView>
  );
}

function Player({ play, completed, quizzes: loadedQuizzes, asked }: PlayData) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // Enrolling here opens the player at once, with the quizzes the course now shows the learner; known
  // per course, as the page stays mounted when the address moves on to another course.
  const [enrolment, setEnrolment] = useState<{ courseId: string; quizzes: CourseQuiz[] } | null>(null);
  const enrolledHere = enrolment?.courseId === id;
  const { response: course, courseLoved, lastLessonId, position, certificateId } = play;
  const enrolled = play.enrolled || enrolledHere;
  const quizzes = enrolledHere ? enrolment.quizzes : loadedQuizzes;
  const lessons = lessonsInOrder(course);
  const resume = lastLessonId ? { lastLessonId, position: position ?? 0 } : undefined;
  return (
    <div className="container page player-page">
      <title>{t('{course} | LearnFree', { course: course.name })}</title>
      {!enrolled ? (
        <EnrolPrompt
          course={course}
          onEnrolled={() =>
            void loadQuizzes(id).then((shown) => setEnrolment({ courseId: id, quizzes: shown }))
          }
        />
      ) : lessons.length === 0 ? (
        <p className="lead">{t('This course has no lessons yet.')}</p>
      ) : (
        <CoursePlayer
          // A new course starts a new player: progress, like and position belong to one course.
          key={course._id}
          course={course}
          lessons={lessons}
          quizzes={quizzes}
          loved={courseLoved.includes(course._id)}
          initialCompleted={completed}
          resume={resume}
          requested={requestedPlace(search, resume)}
          certificateId={certificateId}
          ratingPrompt={play.ratingPrompt}
          openingNotes={play.lessonNotes && { courseId: course._id, ...play.lessonNotes, asked }}
        />
      )}
    </div>
  );
}
