/** A small disclosure listing the player's keyboard shortcuts. */
import { SHORTCUTS } from '../hooks/use-player-shortcuts';

export function ShortcutsHelp() {
  return (
    <details className="shortcuts">
      <summary>Keyboard shortcuts</summary>
      <dl className="shortcuts__list">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="shortcuts__item">
            <dt>
              <kbd>Shift</kbd> + <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcuts__note">
        They work anywhere on the page except while you type in a field. Inside the video, YouTube's own keys
        apply (k or space to play and pause, j and l to jump 10 seconds, f for full screen).
      </p>
    </details>
  );
}
