/** The approve dialog's field for the playlist an admin found for a request that names a topic only. */
import { LIMITS } from '@shared/constants';
import { playlistIdOf } from '@shared/requests';
import { type ChangeEvent, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { t } from '../../../i18n';

/** What a Field needs of a draft's field (`field(name)` of the dialog's form). */
interface BoundField {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * For a request that names a topic only: the playlist the admin found for it, read into the lessons
 * when they ask, and kept by the course as a requester's own link would be.
 */
export function FoundPlaylist({
  topic,
  field,
  onRead,
}: {
  topic?: string;
  field: BoundField;
  onRead(): void;
}) {
  const [refused, setRefused] = useState(false);
  const read = () => {
    const valid = playlistIdOf(field.value) !== null;
    setRefused(!valid);
    if (valid) onRead();
  };
  return (
    <div className="found-playlist">
      <p className="field__hint">
        {topic
          ? t(
              'This request names a topic only: "{topic}". Find a YouTube playlist for it, or type the lessons.',
              {
                topic,
              },
            )
          : t('This request names a topic only. Find a YouTube playlist for it, or type the lessons.')}
      </p>
      <Field
        label={t('Playlist Link')}
        type="url"
        inputMode="url"
        maxLength={LIMITS.playlistMax}
        error={
          refused
            ? t(
                'Playlist Link must be a YouTube playlist or video link, e.g. https://www.youtube.com/playlist?list=… or https://www.youtube.com/watch?v=…',
              )
            : undefined
        }
        {...field}
        onChange={(event) => {
          setRefused(false);
          field.onChange(event);
        }}
      />
      <button type="button" className="btn btn--ghost" onClick={read}>
        {t('Read this playlist')}
      </button>
    </div>
  );
}
