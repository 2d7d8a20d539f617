/**
 * The three-way theme switch (system, light, dark): in the footer for everyone, and in the account
 * menu for learners. It shows the choice at once; a learner's is saved on the account as well, so
 * it follows them to their other devices.
 */
import { THEMES, type Theme } from '@shared/theme';
import { useSession } from '../features/auth/session';
import { msg, t } from '../i18n';
import { applyTheme, useTheme } from './theme';

const WORDING = {
  group: msg('Theme'),
  themes: { system: msg('System'), light: msg('Light'), dark: msg('Dark') } satisfies Record<Theme, string>,
};

export function ThemeSwitch({ className = '' }: { className?: string }) {
  const chosen = useTheme();
  const { loggedIn } = useSession();
  const choose = (theme: Theme) => {
    applyTheme(theme);
    // A failed save leaves the choice on this device; the account keeps its former one. Saved through
    // the account's code (loaded only for a learner), so the page's copy of the account follows.
    if (loggedIn)
      void import('../features/account').then(({ saveMyPreferences }) => saveMyPreferences({ theme }));
  };
  return (
    <fieldset className={`theme-switch ${className}`}>
      <legend className="theme-switch__label">{t(WORDING.group)}</legend>
      {THEMES.map((theme) => (
        <button
          key={theme}
          type="button"
          className="theme-switch__option"
          aria-pressed={chosen === theme}
          onClick={() => choose(theme)}
        >
          {t(WORDING.themes[theme])}
        </button>
      ))}
    </fieldset>
  );
}
