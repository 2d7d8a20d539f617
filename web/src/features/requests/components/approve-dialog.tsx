import { LANGUAGES, LIMITS } from '@shared/constants';
import { type ApproveInput, approveSchema, COURSE_LIMITS, type PlaylistAnswer } from '@shared/requests';
import type { CourseRequest } from '@shared/types';
import { firstCharacters } from '@shared/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { FormDialog } from '../../../components/ui/dialog';
import { Field, TextAreaField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { t } from '../../../i18n';
import { refusalMessage } from '../../../i18n/shared-messages';
import { messageOf } from '../../../lib/api';
import { courseLanguageName } from '../../../lib/course-language';
import { useFormFields } from '../../../lib/use-form-fields';
import { requestsApi } from '../api';
import type { DecisionDialogProps } from '../decision';
import { usePlaylist } from '../hooks/use-playlist';
import { firstLessonOf, type Lengths, lengthsOf, linesOf, parseLessons, withLengths } from '../lessons';
import { FoundPlaylist } from './found-playlist';
import { LessonLengths, PlaylistStatus } from './playlist-lessons';

type Draft = Omit<ApproveInput, 'lessons' | 'playlist'> & { lessons: string; playlist: string };

const draftOf = (request: CourseRequest): Draft => ({
  name: '',
  // Whoever asks to add their course is, as a rule, its creator.
  creator: request.name,
  category: '',
  language: 'english',
  info: '',
  description: '',
  lessons: firstLessonOf(request.playlist),
  // The playlist the admin finds for a request that names a topic only.
  playlist: '',
});

/** The draft filled from the playlist: its lessons, and its title where no name was typed yet. */
const filledFrom = (draft: Draft, playlist: PlaylistAnswer): Draft => ({
  ...draft,
  name: draft.name || firstCharacters(playlist.title, COURSE_LIMITS.nameMax),
  lessons: linesOf(playlist.lessons),
});

const NO_LENGTHS: Lengths = new Map();

/** The course to create from the draft, or the first thing wrong with it, in the server's words. */
function courseOf(
  draft: Draft,
  lengths: Lengths,
): { ok: true; value: ApproveInput } | { ok: false; msg: string } {
  const lessons = parseLessons(draft.lessons);
  if (!lessons.ok) return lessons;
  const checked = approveSchema({ ...draft, lessons: withLengths(lessons.lessons, lengths) });
  if (!checked.ok) return checked;
  if (new TextEncoder().encode(JSON.stringify(checked.value)).length > LIMITS.bodyMax)
    return {
      ok: false,
      msg: t(
        'This course is too large to approve here. Shorten the lesson titles, or add it with the catalogue import command.',
      ),
    };
  return checked;
}

/** The admin's form that turns a request into a catalogue course. */
export function ApproveDialog({ request, onClose, onDecided }: DecisionDialogProps) {
  const { values: draft, setValues, field } = useFormFields<Draft>(() => draftOf(request));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A topic-only request's playlist is read when the admin asks, not at every key they type: each
  // read spends the day's YouTube budget.
  const topicOnly = !request.playlist;
  const [found, setFound] = useState('');
  const playlist = usePlaylist(request.playlist || found);
  const read = playlist.state === 'ready' ? playlist.playlist : null;
  const lengths = read ? lengthsOf(read.lessons) : NO_LENGTHS;

  // Once per read: what the admin edits afterwards stays theirs.
  useEffect(() => {
    if (read) setValues((current) => filledFrom(current, read));
  }, [read, setValues]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const course = courseOf(draft, lengths);
    if (!course.ok) {
      setProblem(refusalMessage(course));
      return;
    }
    setProblem(null);
    setSaving(true);
    const { status, data } = await requestsApi.approve(request._id, course.value);
    setSaving(false);
    if (status === 201 && data.courseId) {
      toast.success(messageOf(data));
      onDecided({ status: 'approved', courseId: data.courseId });
      return;
    }
    setProblem(messageOf(data));
  };

  return (
    <FormDialog
      title={t('Approve the request from {name}', { name: request.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      formClassName="form approve-form"
    >
      <Field label={t('Course name')} maxLength={COURSE_LIMITS.nameMax} {...field('name')} />
      <Field label={t('Creator')} maxLength={COURSE_LIMITS.creatorMax} {...field('creator')} />
      <Field
        label={t('Category')}
        placeholder={t('e.g. Programming')}
        maxLength={COURSE_LIMITS.categoryMax}
        {...field('category')}
      />
      <div className="field">
        <label htmlFor={`language-${request._id}`}>{t('Language')}</label>
        <select id={`language-${request._id}`} {...field('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {courseLanguageName(language)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label={t('Info')} rows={2} maxLength={COURSE_LIMITS.infoMax} {...field('info')} />
      <TextAreaField
        label={t('Description')}
        maxLength={COURSE_LIMITS.descriptionMax}
        {...field('description')}
      />
      {topicOnly && (
        <FoundPlaylist
          topic={request.topic}
          field={field('playlist')}
          onRead={() => setFound(draft.playlist)}
        />
      )}
      <PlaylistStatus read={playlist} />
      <TextAreaField
        label={t('Lessons')}
        rows={6}
        hint={t('One per line: videoId | title, or a pasted watch link (the title after it is optional).')}
        // Read-only, not disabled, while the playlist is read: the box keeps its place for the keyboard.
        readOnly={playlist.state === 'loading'}
        aria-busy={playlist.state === 'loading' || undefined}
        {...field('lessons')}
      />
      {read && <LessonLengths text={draft.lessons} lengths={lengths} />}
      {!topicOnly && (
        <p className="field__hint">
          {t('Playlist:')}{' '}
          <a href={request.playlist} target="_blank" rel="noopener noreferrer">
            {request.playlist}
          </a>
        </p>
      )}
      {problem && <Message tone="error">{problem}</Message>}
      <SpinnerButton className="btn btn--primary" type="submit" busy={saving} working={t('Approving')}>
        {t('Approve and publish')}
      </SpinnerButton>
    </FormDialog>
  );
}
