/** The lesson's video from the provider's privacy-enhanced domain (no cookies until it plays). */
import type { Lesson } from '@shared/types';

export function VideoPlayer({ lesson, autoplay }: { lesson: Lesson; autoplay: boolean }) {
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(lesson.link)}?rel=0${autoplay ? '&autoplay=1' : ''}`;
  return (
    <div className="player">
      <iframe
        key={lesson._id}
        className="player__frame"
        src={src}
        title={`Video: Module ${lesson.lesson}, ${lesson.lessonName}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
