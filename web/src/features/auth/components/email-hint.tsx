import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../i18n';

/** "Can't find Email?": a link-styled button that opens the spam-folder advice. */
export function EmailHint() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t("Can't find Email?")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("Can't find the e-mail?")}>
        <p>
          {t(
            'It can take a minute to arrive. Please check your spam or junk folder, and other folders or tabs such as Promotions or Updates. Still nothing? Ask for a new link: a fresh one is sent each time.',
          )}
        </p>
      </Dialog>
    </>
  );
}
