/**
 * The approve dialog's account of the request's playlist: that it is being read, what was read
 * (and left out), or why it could not be, with the lessons box still there to type in; and, once
 * lengths are known, the lessons of the box with their lengths.
 */
import type { PlaylistAnswer } from '@shared/requests';
import { Message } from '../../../components/ui/message';
import { clockTime, courseLength } from '../../../lib/duration';
import type { PlaylistRead } from '../hooks/use-playlist';
import { type Lengths, parseLessons } from '../lessons';

function readSummary({ title, channel, lessons, skipped, truncated }: PlaylistAnswer): string {
  return [
    `Filled from the playlist "${title}" by ${channel}: ${lessons.length} ${lessons.length === 1 ? 'lesson' : 'lessons'}.`,
    skipped > 0
      ? `${skipped} deleted or private ${skipped === 1 ? 'video was' : 'videos were'} left out.`
      : '',
    truncated
      ? `The playlist has more videos than a course may have lessons: only the first ${lessons.length} are here.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function PlaylistStatus({ read }: { read: PlaylistRead }) {
  if (read.state === 'loading')
    return (
      <p className="field__hint" role="status">
        Reading the playlist's lessons...
      </p>
    );
  if (read.state === 'ready') return <Message tone="info">{readSummary(read.playlist)}</Message>;
  if (read.state === 'failed')
    return (
      <div className="playlist-failed">
        <Message tone="error">{`The playlist could not be read. ${read.msg} You can type the lessons instead.`}</Message>
        <button type="button" className="btn btn--ghost" onClick={read.retry}>
          Read the playlist again
        </button>
      </div>
    );
  return null;
}

/** The lessons of the box in order, each with its video's length where known. */
export function LessonLengths({ text, lengths }: { text: string; lengths: Lengths }) {
  const parsed = parseLessons(text);
  if (!parsed.ok) return null;
  const seconds = parsed.lessons.map(({ link }) => lengths.get(link));
  const known = seconds.every((s) => s !== undefined);
  const total = seconds.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  return (
    <section className="lesson-lengths" aria-label="Lessons with their lengths">
      <p className="field__hint">
        {known
          ? `${parsed.lessons.length} lessons, ${courseLength(total)} in all.`
          : `${parsed.lessons.length} lessons; the length of some is not known.`}
      </p>
      <ol className="lesson-lengths__list">
        {parsed.lessons.map((lesson, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line of the box is its place in it (a video may be there twice), and a row holds no state
          <li key={index}>
            <span>{lesson.lessonName || `Lesson ${index + 1}`}</span>
            <span className="lesson-lengths__time">
              {seconds[index] === undefined ? 'length not known' : clockTime(seconds[index])}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
