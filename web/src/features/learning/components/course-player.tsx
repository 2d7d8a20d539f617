/** The player of an enrolled course: video on top, the like control and progress, then the tabs. */
import type { Course, Lesson } from '@shared/types';
import { useState } from 'react';
import { useProgress } from '../hooks/use-progress';
import { ChapterList } from './chapter-list';
import { LessonProgress } from './lesson-progress';
import { LikeButton } from './like-button';
import { NotesPanel } from './notes-panel';
import { Tabs } from './tabs';
import { VideoPlayer } from './video-player';

/** Where to resume: the first lesson not yet completed, or the first one. */
const resumeAt = (lessons: Lesson[], completed: number[]) =>
  lessons.find((l) => !completed.includes(l.lesson)) ?? lessons[0];

export function CoursePlayer({
  course,
  lessons,
  loved,
  initialCompleted,
}: {
  course: Course;
  lessons: Lesson[];
  loved: boolean;
  initialCompleted: number[];
}) {
  const [current, setCurrent] = useState(() => resumeAt(lessons, initialCompleted)!);
  const [autoplay, setAutoplay] = useState(false);
  const { completed, pending, complete } = useProgress(course._id, initialCompleted);
  const done = lessons.filter((l) => completed.has(l.lesson)).length;

  const play = (lesson: Lesson) => {
    setCurrent(lesson);
    setAutoplay(true);
  };

  return (
    <div className="course-player">
      <VideoPlayer lesson={current} autoplay={autoplay} />
      <div className="course-player__head">
        <div>
          <h1 className="course-player__title">{course.name}</h1>
          <p className="course-player__lesson">
            Module {current.lesson}: {current.lessonName}
          </p>
        </div>
        <LikeButton courseId={course._id} initial={{ loved, love: course.love }} />
      </div>
      <LessonProgress done={done} total={lessons.length} live />
      <Tabs
        label="Course content"
        tabs={[
          {
            title: 'Chapters',
            panel: (
              <ChapterList
                lessons={lessons}
                current={current}
                completed={completed}
                pending={pending}
                onPlay={play}
                onComplete={(lesson, isDone) => void complete(lesson, isDone)}
              />
            ),
          },
          { title: 'Discussion', panel: <p className="tabs__empty">It's empty!</p> },
          {
            title: 'Notes',
            panel: (
              <NotesPanel
                lesson={{ courseId: course._id, lessonId: current._id }}
                lessonName={current.lessonName}
              />
            ),
          },
          { title: 'Resources', panel: <p className="tabs__empty">No Resources for module.</p> },
        ]}
      />
    </div>
  );
}
