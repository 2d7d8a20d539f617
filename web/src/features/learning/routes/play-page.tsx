import { type PlayAnswer, POSITION_MAX, type ResumePoint } from '@shared/learning';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { learningApi } from '../api';
import { CoursePlayer } from '../components/course-player';
import { EnrolPrompt } from '../components/enrol-prompt';
import '../learning.css';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; play: PlayAnswer; completed: number[] };

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
  const [state, setState] = useState<State>({ kind: 'loading' });

  // The course shown is the one in the address: a late answer for a previous course is dropped.
  const shownId = useRef(id);
  shownId.current = id;

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const [play, completed] = await Promise.all([learningApi.play(id), learningApi.completed(id)]);
    if (shownId.current !== id) return;
    if (play.status === 404) return setState({ kind: 'missing' });
    if (play.status !== 200) {
      // Spec: a failed load is only logged; the page offers a retry rather than a toast.
      console.error('Loading the course failed', play.status, play.data);
      return setState({ kind: 'failed' });
    }
    setState({
      kind: 'ready',
      play: play.data,
      completed: completed.status === 200 && Array.isArray(completed.data) ? completed.data : [],
    });
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <PageSpinner label="Loading the course..." />;
  if (state.kind !== 'ready') {
    const missing = state.kind === 'missing';
    return (
      <section className="container page play-missing">
        <h1>{missing ? 'Course not found' : 'The course could not be loaded'}</h1>
        <p className="lead">
          {missing ? 'This course does not exist or is no longer offered.' : 'Please try again.'}
        </p>
        {missing ? (
          <Link className="btn btn--primary" to={paths.dashboard}>
            Back to my courses
          </Link>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void load()}>
            Try again
          </button>
        )}
      </section>
    );
  }

  const { response: course, courseLoved, enrolled, lastLessonId, position, certificateId } = state.play;
  const lessons = [...(course.lessons ?? [])].sort((a, b) => a.lesson - b.lesson);
  return (
    <div className="container page">
      <title>{`${course.name} | LearnFree`}</title>
      {!enrolled ? (
        <EnrolPrompt
          course={course}
          onEnrolled={() => setState({ ...state, play: { ...state.play, enrolled: true } })}
        />
      ) : lessons.length === 0 ? (
        <p className="lead">This course has no lessons yet.</p>
      ) : (
        <CoursePlayer
          // A new course starts a new player: progress, like and position belong to one course.
          key={course._id}
          course={course}
          lessons={lessons}
          loved={courseLoved.includes(course._id)}
          initialCompleted={state.completed}
          resume={lastLessonId ? { lastLessonId, position: position ?? 0 } : undefined}
          requested={requestedPlace(search)}
          certificateId={certificateId}
        />
      )}
    </div>
  );
}
