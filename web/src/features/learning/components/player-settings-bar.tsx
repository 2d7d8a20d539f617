/**
 * The player's settings under the video: speed, captions and whether the next lesson follows on
 * its own. They are the learner's, on every lesson and device (usePlayerSettings); the speed can
 * also change with `<` and `>` or in the provider's own menu, and this shows it. On a phone they
 * fold into one line (a disclosure naming the speed), so the lessons stay on the first screen.
 */
import { PLAYBACK_RATES, type PlayerSettings } from '@shared/preferences';
import { useId } from 'react';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { msg, t } from '../../../i18n';

const WORDING = {
  group: msg('Player settings'),
  speed: msg('Speed'),
  rate: (rate: number) => `${rate}×`,
  captions: msg('Captions'),
  autoplayNext: msg('Play the next lesson when this one ends'),
};

/** The settings that are on or off, each a checkbox, in the order shown. */
const TOGGLES = ['captions', 'autoplayNext'] as const;

/** From here on the settings sit in one row under the video (as learning.css lays it out). */
const WIDE_ENOUGH_FOR_THE_ROW = '(min-width: 640px)';

export function PlayerSettingsBar({
  settings,
  onChange,
}: {
  settings: PlayerSettings;
  onChange(update: Partial<PlayerSettings>): void;
}) {
  const speedId = useId();
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_THE_ROW);
  return (
    // Open, its summary hidden, where the row fits; folded on a phone until the learner opens it.
    <details className="player-settings-fold" open={wide}>
      <summary className="player-settings-fold__summary">
        {t(WORDING.group)} · {WORDING.rate(settings.playbackRate)}
      </summary>
      <fieldset className="player-settings">
        <legend className="visually-hidden">{t(WORDING.group)}</legend>
        <label htmlFor={speedId} className="player-settings__speed">
          {t(WORDING.speed)}
          <select
            id={speedId}
            className="input"
            value={settings.playbackRate}
            onChange={(event) =>
              onChange({ playbackRate: Number(event.target.value) as PlayerSettings['playbackRate'] })
            }
          >
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {WORDING.rate(rate)}
              </option>
            ))}
          </select>
        </label>
        {TOGGLES.map((setting) => (
          <label key={setting} className="player-settings__toggle">
            <input
              type="checkbox"
              checked={settings[setting]}
              onChange={(event) => onChange({ [setting]: event.target.checked })}
            />
            {t(WORDING[setting])}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** What a change of speed by keyboard says in the live region. */
export const speedAnnouncement = (rate: number): string => t('Speed {rate}', { rate: WORDING.rate(rate) });
