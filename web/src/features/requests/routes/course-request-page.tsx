/**
 * /course/request: a learner asks for a course on a topic they are missing, or a creator offers
 * their playlist. Each problem shows next to its field; a request needs a topic or a link.
 */
import { LIMITS, TIMING } from '@shared/constants';
import { courseRequestProblems, missesRequiredField, REQUEST_TOPIC_MAX } from '@shared/requests';
import { firstCharacters } from '@shared/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { EmailField, Field, TextAreaField } from '../../../components/ui/field';
import { Message, Outcome } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { useFieldForm } from '../../../lib/use-field-form';
import { useSession } from '../../auth';
import { type RequestForm, requestsApi } from '../api';
import { useAccountEmail } from '../hooks/use-account-email';
import { useTimedBanner } from '../hooks/use-timed-banner';
import { TOPIC_PARAM } from '../links';
import '../requests.css';

/** The shape of a playlist link, the same in every language. */
const PLAYLIST_EXAMPLE = 'https://www.youtube.com/playlist?list=...';

export default function CourseRequestPage() {
  const { name } = useSession();
  // The catalogue's "Request this course" passes what was searched for as the topic.
  const [params] = useSearchParams();
  const { form, setForm, saving, formRef, field, onSubmit } = useFieldForm<RequestForm>(
    {
      name,
      email: '',
      topic: firstCharacters((params.get(TOPIC_PARAM) ?? '').trim(), REQUEST_TOPIC_MAX),
      playlist: '',
      message: '',
    },
    courseRequestProblems,
  );
  const [missing, setMissing] = useState(false);
  const [banner, showBanner] = useTimedBanner(TIMING.requestBannerMs);

  // The account's address once it is known, unless the learner has typed one meanwhile or is in the
  // field about to type (an address put in under the cursor would run into the typing); it stays
  // editable, as the answer may be wanted elsewhere.
  const accountEmail = useAccountEmail();
  useEffect(() => {
    const inField = formRef.current?.elements.namedItem('email') === document.activeElement;
    if (accountEmail && !inField)
      setForm((current) => (current.email ? current : { ...current, email: accountEmail }));
  }, [accountEmail, setForm, formRef]);

  const send = onSubmit(async (request) => {
    const { status, data } = await requestsApi.submit(request);
    if (status === 201) {
      setForm((current) => ({ ...current, topic: '', playlist: '', message: '' }));
      showBanner({ ok: true, msg: messageOf(data) });
      return undefined;
    }
    toast.error(failure(t("Your request wasn't sent"), t('It is kept here; try again.'), { status, data }));
    showBanner({ ok: false, msg: messageOf(data) });
    return undefined;
  });

  const submit = (event: FormEvent) => {
    if (saving) {
      event.preventDefault();
      return;
    }
    // Besides each field's own problem, the spec's one line for empty fields.
    setMissing(missesRequiredField(form));
    return send(event);
  };

  return (
    <section className="container page requests">
      <div className="request-card">
        <h1>{t('Request a course')}</h1>
        <p className="lead">
          {t(
            "Missing a course you want to learn from? Tell us the topic, and we'll look for a good free playlist to make it from.",
          )}
        </p>
        <p>
          {t("Teaching on YouTube yourself? Send us your playlist's link and we'll get back to you soon.")}
        </p>
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <Field label={t('Name')} autoComplete="name" maxLength={LIMITS.requestNameMax} {...field('name')} />
          <EmailField
            label={t('Email address')}
            hint={t('We write to you here about your request.')}
            maxLength={LIMITS.emailMax}
            {...field('email')}
          />
          <Field
            label={t('Topic')}
            placeholder={t('e.g. Python for beginners')}
            hint={t('What you would like to learn. Needed when you have no playlist link.')}
            maxLength={REQUEST_TOPIC_MAX}
            {...field('topic')}
          />
          <Field
            label={t('Playlist Link')}
            type="url"
            inputMode="url"
            placeholder={PLAYLIST_EXAMPLE}
            hint={t('A YouTube playlist or video link. Optional when you name a topic.')}
            maxLength={LIMITS.playlistMax}
            {...field('playlist')}
          />
          <TextAreaField label={t('Message')} maxLength={LIMITS.requestMessageMax} {...field('message')} />
          {missing && <Message tone="error">{t('Please fill all the fields!')}</Message>}
          <Outcome of={banner} />
          <SpinnerButton className="btn btn--primary" type="submit" busy={saving} working={t('Sending')}>
            {t('Send')}
          </SpinnerButton>
        </form>
        <p className="request-card__aside">
          <Link to={paths.requestList}>{t('See the requests you sent')}</Link>
        </p>
      </div>
    </section>
  );
}
