import { LIMITS, TIMING } from '@shared/constants';
import { courseRequestSchema } from '@shared/requests';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { EmailField, Field, TextAreaField } from '../../../components/ui/field';
import { Message, Outcome } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useFormFields } from '../../../lib/use-form-fields';
import { useSession } from '../../auth';
import { type RequestForm, requestsApi } from '../api';
import { useTimedBanner } from '../hooks/use-timed-banner';
import '../requests.css';

export default function CourseRequestPage() {
  const { name } = useSession();
  // The catalogue's "Request this course" passes what was searched for as the message.
  const [params] = useSearchParams();
  const {
    values: form,
    setValues: setForm,
    field,
  } = useFormFields<RequestForm>(() => ({
    name,
    email: '',
    playlist: '',
    message: (params.get('message') ?? '').slice(0, LIMITS.requestMessageMax),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [banner, showBanner] = useTimedBanner(TIMING.requestBannerMs);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The server's own rules, so the learner hears "Please fill all the fields!" before any call.
    const checked = courseRequestSchema(form);
    setProblem(checked.ok ? null : checked.msg);
    if (!checked.ok) return;
    setSending(true);
    const { status, data } = await requestsApi.submit(form);
    setSending(false);
    if (status === 201) {
      setForm({ ...form, playlist: '', message: '' });
      showBanner({ ok: true, msg: messageOf(data) });
      return;
    }
    toast.warning('Failed to submit your request!');
    showBanner({ ok: false, msg: messageOf(data) });
  };

  return (
    <section className="container page requests">
      <div className="request-card">
        <h1>Request a course</h1>
        <p className="lead">
          Want to add your course? Fill out the form below and we'll get back to you as soon as possible!
        </p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <Field label="Name" autoComplete="name" maxLength={LIMITS.requestNameMax} {...field('name')} />
          <EmailField label="Email address" maxLength={LIMITS.emailMax} {...field('email')} />
          <Field
            label="Playlist Link"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/playlist?list=..."
            hint="A YouTube playlist or video link."
            maxLength={LIMITS.playlistMax}
            {...field('playlist')}
          />
          <TextAreaField label="Message" maxLength={LIMITS.requestMessageMax} {...field('message')} />
          {problem && <Message tone="error">{problem}</Message>}
          <Outcome of={banner} />
          <SpinnerButton className="btn btn--primary" type="submit" busy={sending} working="Sending">
            Send
          </SpinnerButton>
        </form>
        <p className="request-card__aside">
          <Link to={paths.requestList}>See the requests you sent</Link>
        </p>
      </div>
    </section>
  );
}
