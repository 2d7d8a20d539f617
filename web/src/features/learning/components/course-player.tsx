/**
 * The player of an enrolled course: video on top, the lesson buttons, the like control and
 * progress, then the tabs. From 992 px the chapters sit in a sidebar beside the video instead of in
 * a tab. It opens where the learner left off (on any device) and records where they are as they
 * watch; a video watched to its end ticks its lesson.
 */
import { allLessonsDone, type ResumePoint, resumeLesson } from '@shared/learning';
import { isPlaybackRate, stepPlaybackRate } from '@shared/preferences';
import type { CourseQuiz } from '@shared/quizzes';
import type { RatingPrompt as RatingPromptState, RatingSummary } from '@shared/ratings';
import type { Course, Lesson } from '@shared/types';
import { useId, useRef, useState } from 'react';
import { OpenQuestionsButton } from '../../../components/course/open-questions';
import { Tabs } from '../../../components/ui/tabs';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { t } from '../../../i18n';
import { DiscussionPanel } from '../../discussion';
import { RatingPrompt, Stars } from '../../ratings';
import { learningApi } from '../api';
import type { OpeningNotes } from '../hooks/use-notes';
import { useOpenQuestions } from '../hooks/use-open-questions';
import { usePlayerSettings } from '../hooks/use-player-settings';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { usePlayerTabs } from '../hooks/use-player-tabs';
import { useProgress } from '../hooks/use-progress';
import { useResumeRecorder } from '../hooks/use-resume-recorder';
import { CertificateCta } from './certificate-cta';
import { ChapterList } from './chapter-list';
import { LessonNav, UpNext } from './lesson-nav';
import { LessonProgress } from './lesson-progress';
import { LikeButton } from './like-button';
import { NotesPanel } from './notes-panel';
import { PlayerSettingsBar, speedAnnouncement } from './player-settings-bar';
import { quizzesAfter } from './quiz-row';
import { ShortcutsHelp } from './shortcuts-help';
import { type PlaybackEvent, type VideoHandle, VideoPlayer } from './video-player';

/** Wide enough for the video and a sidebar of chapters side by side (the CSS uses the same width). */
const SIDEBAR_LAYOUT = '(min-width: 992px)';

interface Place {
  lesson: Lesson;
  /** The second the video opens at. */
  start: number;
  autoplay: boolean;
}

/**
 * Where to open: the point asked for (a link from the notebook) or saved, when its lesson exists;
 * otherwise the first lesson not yet completed, from its start.
 */
function openingPlace(lessons: Lesson[], completed: number[], point?: Partial<ResumePoint>): Place {
  const lesson = resumeLesson(lessons, completed, point?.lastLessonId)!;
  const start = lesson._id === point?.lastLessonId ? (point.position ?? 0) : 0;
  return { lesson, start, autoplay: false };
}

export function CoursePlayer({
  course,
  lessons,
  quizzes,
  loved,
  initialCompleted,
  resume,
  requested,
  certificateId,
  ratingPrompt,
  openingNotes,
}: {
  course: Course;
  lessons: Lesson[];
  /** The course's self-check quizzes with the learner's best attempts, in course order. */
  quizzes: CourseQuiz[];
  loved: boolean;
  initialCompleted: number[];
  /** Where the learner left the course, as saved. */
  resume?: ResumePoint;
  /** A lesson and second asked for in the address; wins over the saved point. */
  requested?: ResumePoint;
  certificateId?: string;
  /** Whether the player may still ask for a rating (the play answer's `ratingPrompt`). */
  ratingPrompt?: RatingPromptState;
  /** The notes of the lesson it opens at, read with the course. */
  openingNotes?: OpeningNotes;
}) {
  const [rating, setRating] = useState<RatingSummary | undefined>(course.rating);
  const [place, setPlace] = useState(() => openingPlace(lessons, initialCompleted, requested ?? resume));
  const [ended, setEnded] = useState(false);
  const video = useRef<VideoHandle | null>(null);
  const chaptersBeside = useMediaQuery(SIDEBAR_LAYOUT);
  const tabs = usePlayerTabs(chaptersBeside);
  const sidebarHeading = useId();
  const openQuestions = useOpenQuestions(course.openQuestions);
  const { completed, pending, complete, completeWatched } = useProgress(course._id, initialCompleted);
  const recorder = useResumeRecorder(course._id, place.lesson._id, video, resume);
  const player = usePlayerSettings();
  /** What the last speed shortcut did, said by the live region. */
  const [speedSaid, setSpeedSaid] = useState('');
  const current = place.lesson;
  const index = lessons.findIndex((l) => l._id === current._id);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  const done = lessons.filter((l) => completed.has(l.lesson)).length;
  const quizzesPassed = quizzes.filter((q) => q.best?.passed).length;
  const lessonsDone = allLessonsDone(lessons, completed);
  // After a lesson, its first quiz not yet passed comes before the next lesson.
  const quizNext = quizzesAfter(quizzes, current.lesson).find((q) => !q.best?.passed);

  // Only enrolled learners reach this player, and only their reports count. Nothing is shown for a
  // failed report: the learner already sees why the video does not play.
  const reportProblem = (code: number) =>
    void learningApi.reportProblem({ courseId: course._id, lessonId: current._id }, code);

  const play = (lesson: Lesson) => {
    setPlace({ lesson, start: 0, autoplay: true });
    setEnded(false);
    recorder.startLesson(lesson._id);
  };

  const toggleComplete = (lesson: Lesson) => {
    if (!pending.has(lesson.lesson)) void complete(lesson, !completed.has(lesson.lesson));
  };

  const onPlayback = (event: PlaybackEvent) => {
    recorder.onPlayback(event);
    setEnded(event === 'ended');
    if (event !== 'ended') return;
    void completeWatched(current);
    if (!next) return;
    // The learner asked for the next lesson to follow: it plays at once (never after the last), unless
    // a quiz comes first, which Up next offers.
    if (player.settings.autoplayNext && !quizNext) play(next);
    // A finished lesson sends the learner on: the next one is where they continue, on any device.
    else recorder.startLesson(next._id);
  };

  const changeSpeed = (step: -1 | 1) => {
    const playbackRate = stepPlaybackRate(player.settings.playbackRate, step);
    player.change({ playbackRate });
    setSpeedSaid(speedAnnouncement(playbackRate));
  };

  usePlayerShortcuts({
    next: () => next && play(next),
    previous: () => previous && play(previous),
    complete: () => toggleComplete(current),
    slower: () => changeSpeed(-1),
    faster: () => changeSpeed(1),
  });

  const chapterList = (
    <ChapterList
      courseId={course._id}
      lessons={lessons}
      quizzes={quizzes}
      current={current}
      completed={completed}
      pending={pending}
      onPlay={play}
      onComplete={(lesson, isDone) => void complete(lesson, isDone)}
    />
  );

  return (
    <div className="course-player" ref={tabs.container}>
      {/* The same element at every width, so the video is never reloaded when the layout changes. */}
      <div className="course-player__main">
        <VideoPlayer
          lesson={current}
          start={place.start}
          autoplay={place.autoplay}
          handleRef={video}
          onPlayback={onPlayback}
          next={next}
          onPlay={play}
          onProblem={reportProblem}
          settings={player.settings}
          // A speed the provider offers beyond ours (a custom one) plays, but is not kept.
          onPlaybackRateChange={(rate) => isPlaybackRate(rate) && player.change({ playbackRate: rate })}
        />
        <PlayerSettingsBar settings={player.settings} onChange={player.change} />
        <p className="visually-hidden" role="status">
          {speedSaid}
        </p>
        <div className="course-player__live" aria-live="polite">
          {ended && <UpNext courseId={course._id} quiz={quizNext} next={next} onPlay={play} />}
        </div>
        <LessonNav previous={previous} next={next} onPlay={play} />
        <div className="course-player__head">
          <div>
            <h1 className="course-player__title">{course.name}</h1>
            <Stars rating={rating} className="course-player__rating" />
            <p className="course-player__lesson">
              {t('Lesson {number}: {lesson}', { number: current.lesson, lesson: current.lessonName })}
            </p>
            <OpenQuestionsButton count={openQuestions.on(current._id)} onOpen={tabs.goToDiscussion} />
          </div>
          <LikeButton courseId={course._id} initial={{ loved, love: course.love }} />
        </div>
        <LessonProgress done={done} total={lessons.length} live />
        {quizzes.length > 0 && (
          <p className="quiz-progress">
            {t('Self-check quizzes passed: {passed}/{total}', {
              passed: quizzesPassed,
              total: quizzes.length,
            })}
          </p>
        )}
        {(certificateId || lessonsDone) && (
          <section className="spread-row course-complete" aria-label={t('Certificate')}>
            <p className="course-complete__text">
              {certificateId
                ? t('Your certificate for this course is ready to share.')
                : quizzesPassed < quizzes.length
                  ? t(
                      'You completed every lesson. Pass every quiz to claim the certificate: {passed} of {total} passed.',
                      { passed: quizzesPassed, total: quizzes.length },
                    )
                  : t('You completed every lesson of this course. Well done!')}
            </p>
            {(certificateId || quizzesPassed === quizzes.length) && (
              <CertificateCta courseId={course._id} courseName={course.name} certificateId={certificateId} />
            )}
          </section>
        )}
        <RatingPrompt
          courseId={course._id}
          state={ratingPrompt}
          completed={done}
          lessons={lessons.length}
          onRated={setRating}
        />
        <ShortcutsHelp />
        <Tabs
          label={t('Course content')}
          keepMounted
          value={tabs.tab}
          onChange={tabs.select}
          tabs={[
            ...(chaptersBeside ? [] : [{ id: 'chapters', label: t('Lessons'), content: chapterList }]),
            {
              id: 'discussion',
              label: t('Discussion'),
              content: tabs.discussionOpened && (
                <DiscussionPanel
                  // Another lesson starts afresh: its own questions, order and forms.
                  key={current._id}
                  courseId={course._id}
                  lesson={current}
                  onOpenChange={openQuestions.change}
                />
              ),
            },
            {
              id: 'notes',
              label: t('Notes'),
              content: (
                <NotesPanel
                  lesson={{ courseId: course._id, lessonId: current._id }}
                  lessonName={current.lessonName}
                  opening={openingNotes}
                  position={() => video.current?.position() ?? null}
                  onSeek={(seconds) => video.current?.seekTo(seconds)}
                />
              ),
            },
            {
              id: 'resources',
              label: t('Resources'),
              content: <p className="tabs__empty">{t('No resources for this lesson.')}</p>,
            },
          ]}
        />
      </div>
      {chaptersBeside && (
        <aside className="course-player__sidebar" aria-labelledby={sidebarHeading}>
          <h2 id={sidebarHeading} className="course-player__sidebar-title">
            {t('Lessons')}
          </h2>
          {chapterList}
        </aside>
      )}
    </div>
  );
}
