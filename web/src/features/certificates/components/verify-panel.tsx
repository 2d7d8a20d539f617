/**
 * How to check a certificate: its own address is the proof, since the page shows what LearnFree
 * stored when it was issued. The learner copies the link to share it, or prints the page.
 */
import { useId, useRef, useState } from 'react';
import { t } from '../../../i18n';

export function VerifyPanel({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard access (an old browser, or permission refused): select it for the learner.
      field.current?.select();
      setCopied('select');
    }
  };

  return (
    <section className="verify" aria-labelledby="verify-heading">
      <h2 id="verify-heading" className="verify__heading">
        {t('Verify')}
      </h2>
      <p>
        {t(
          'This page is the verification. Anyone who opens its address sees this certificate as LearnFree issued it; a changed or made-up ID shows that no such certificate exists.',
        )}
      </p>
      <div className="verify__link">
        <label htmlFor={fieldId}>{t('Link to this certificate')}</label>
        <input id={fieldId} ref={field} readOnly value={url} onFocus={(event) => event.target.select()} />
      </div>
      <div className="verify__actions">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          {t('Copy link')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          {t('Print')}
        </button>
      </div>
      <p className="verify__status" role="status">
        {copied === 'yes' && t('Link copied.')}
        {copied === 'select' && t('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.')}
      </p>
    </section>
  );
}
