/**
 * The approve dialog's account of the request's playlist: that it is being read, what was read
 * (and left out), or why it could not be, with the lessons box still there to type in; and, once
 * lengths are known, the lessons of the box with their lengths.
 */
import type { PlaylistAnswer } from '@shared/requests';
import { Message } from '../../../components/ui/message';
import { t } from '../../../i18n';
import { clockTime, courseLength } from '../../../lib/duration';
import type { PlaylistRead } from '../hooks/use-playlist';
import { type Lengths, parseLessons } from '../lessons';

function readSummary({ title, channel, lessons, skipped, truncated }: PlaylistAnswer): string {
  return [
    t('Filled from the playlist "{title}" by {channel}: {count, plural, one {# lesson} other {# lessons}}.', {
      title,
      channel,
      count: lessons.length,
    }),
    skipped > 0
      ? t(
          '{count, plural, one {# deleted or private video was left out.} other {# deleted or private videos were left out.}}',
          {
            count: skipped,
          },
        )
      : '',
    truncated
      ? t('The playlist has more videos than a course may have lessons: only the first {count} are here.', {
          count: lessons.length,
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function PlaylistStatus({ read }: { read: PlaylistRead }) {
  if (read.state === 'loading')
    return (
      <p className="field__hint" role="status">
        {t("Reading the playlist's lessons...")}
      </p>
    );
  if (read.state === 'ready') return <Message tone="info">{readSummary(read.playlist)}</Message>;
  if (read.state === 'failed')
    return (
      <div className="playlist-failed">
        <Message tone="error">
          {t('The playlist could not be read. {reason} You can type the lessons instead.', {
            reason: read.msg,
          })}
        </Message>
        <button type="button" className="btn btn--ghost" onClick={read.retry}>
          {t('Read the playlist again')}
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
    <section className="lesson-lengths" aria-label={t('Lessons with their lengths')}>
      <p className="field__hint">
        {known
          ? t('{count, plural, one {# lesson} other {# lessons}}, {length} in all.', {
              count: parsed.lessons.length,
              length: courseLength(total),
            })
          : t('{count, plural, one {# lesson} other {# lessons}}; the length of some is not known.', {
              count: parsed.lessons.length,
            })}
      </p>
      <ol className="lesson-lengths__list">
        {parsed.lessons.map((lesson, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line of the box is its place in it (a video may be there twice), and a row holds no state
          <li key={index}>
            <span>{lesson.lessonName || t('Lesson {number}', { number: index + 1 })}</span>
            <span className="lesson-lengths__time">
              {seconds[index] === undefined ? t('length not known') : clockTime(seconds[index])}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
