/** A small disclosure listing the player's keyboard shortcuts. */

import { t } from '../../../i18n';
import { SHORTCUTS } from '../hooks/use-player-shortcuts';

/** The key's name as printed on keyboards, the same in every language. */
const SHIFT = 'Shift';

export function ShortcutsHelp() {
  return (
    <details className="shortcuts">
      <summary>{t('Keyboard shortcuts')}</summary>
      <dl className="shortcuts__list">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="shortcuts__item">
            <dt>
              <kbd>{SHIFT}</kbd> + <kbd>{shortcut.typed ?? shortcut.key}</kbd>
              {shortcut.typed && (
                <>
                  {' '}
                  (<kbd>{shortcut.key}</kbd>)
                </>
              )}
            </dt>
            <dd>{t(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcuts__note">
        {t(
          "They work anywhere on the page except while you type in a field. Inside the video, YouTube's own keys apply (k or space to play and pause, j and l to jump 10 seconds, f for full screen).",
        )}
      </p>
    </details>
  );
}
