import { type PlayAnswer, POSITION_MAX, type ResumePoint } from '@shared/learning';
import type { CourseQuiz } from '@shared/quizzes';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import type { ApiResult } from '../../../lib/api';
import { usePageData } from '../../../lib/use-page-data';
import { learningApi } from '../api';
import { CoursePlayer } from '../components/course-player';
import { CourseUnavailable } from '../components/course-unavailable';
import { EnrolPrompt } from '../components/enrol-prompt';
import '../learning.css';

interface PlayData {
  play: PlayAnswer;
  completed: number[];
  quizzes: CourseQuiz[];
}

/** The learner's quizzes of the course; before enrolment (403) or on a failure, none. */
async function loadQuizzes(id: string): Promise<CourseQuiz[]> {
  const quizzes = await learningApi.quizzes(id);
  return quizzes.status === 200 && Array.isArray(quizzes.data) ? quizzes.data : [];
}

/**
 * The course answer decides how the load went; progress that fails to load counts as none, and
 * quizzes that fail to load are left out.
 */
async function loadPlay(id: string): Promise<ApiResult<PlayData>> {
  const [play, completed, quizzes] = await Promise.all([
    learningApi.play(id),
    learningApi.completed(id),
    loadQuizzes(id),
  ]);
  const done = completed.status === 200 && Array.isArray(completed.data) ? completed.data : [];
  return { status: play.status, data: { play: play.data, completed: done, quizzes } };
}

// Spec: a failed load is only logged; the page offers a retry rather than a toast.
const logFailure = ({ status, data }: ApiResult<PlayData>) =>
  console.error('Loading the course failed', status, data.play);

/** `?lesson=<id>&t=<seconds>`: a place in the course someone linked to (the notebook does). */
function requestedPlace(search: URLSearchParams): ResumePoint | undefined {
  const lesson = search.get('lesson');
  const seconds = Number(search.get('t') ?? 0);
  if (!lesson || !Number.isFinite(seconds)) return undefined;
  return { lastLessonId: lesson, position: Math.min(Math.max(seconds, 0), POSITION_MAX) };
}

export default function PlayPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { state, reload, show } = usePageData(id, loadPlay, logFailure);

  if (state.kind === 'loading') return <PageSpinner label="Loading the course..." />;
  if (state.kind !== 'ready') {
    return (
      <CourseUnavailable
        missing={state.kind === 'missing'}
        failedTitle="The course could not be loaded"
        onRetry={() => void reload()}
      />
    );
  }

  const { play, completed, quizzes } = state.data;
  const { response: course, courseLoved, enrolled, lastLessonId, position, certificateId } = play;
  const lessons = [...(course.lessons ?? [])].sort((a, b) => a.lesson - b.lesson);
  return (
    <div className="container page">
      <title>{`${course.name} | LearnFree`}</title>
      {!enrolled ? (
        <EnrolPrompt
          course={course}
          onEnrolled={() =>
            void loadQuizzes(course._id).then((quizzes) =>
              show({ play: { ...play, enrolled: true }, completed, quizzes }),
            )
          }
        />
      ) : lessons.length === 0 ? (
        <p className="lead">This course has no lessons yet.</p>
      ) : (
        <CoursePlayer
          // A new course starts a new player: progress, like and position belong to one course.
          key={course._id}
          course={course}
          lessons={lessons}
          quizzes={quizzes}
          loved={courseLoved.includes(course._id)}
          initialCompleted={completed}
          resume={lastLessonId ? { lastLessonId, position: position ?? 0 } : undefined}
          requested={requestedPlace(search)}
          certificateId={certificateId}
        />
      )}
    </div>
  );
}
