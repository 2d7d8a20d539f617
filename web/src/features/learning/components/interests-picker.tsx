/**
 * "What would you like to learn?": the categories of the catalogue and a language, asked on a new
 * learner's first dashboard and changeable there. Saving (or skipping, which saves no choice) orders
 * the recommendations; the dashboard reloads them afterwards.
 */
import { LANGUAGES, type Language } from '@shared/constants';
import { type LearnerPreferences, PREFERENCE_LIMITS } from '@shared/preferences';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton, SpinnerButton } from '../../../components/ui/busy-button';
import { Spinner } from '../../../components/ui/spinner';
import { msg, t } from '../../../i18n';
import { isOk } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { useAsked } from '../../../lib/route-data';
import { accountApi, keepMyPreferences } from '../../account';
import { catalogueApi } from '../../catalogue';

/** The catalogue's most common categories, from the facets of a one-course page. */
/** The languages a course is taught in, as the chips name them. */
const LANGUAGE_LABELS: Record<Language, string> = { english: msg('English'), hindi: msg('Hindi') };

function useCategories(): string[] | 'failed' | null {
  const { data } = useAsked('interest-categories', '', () =>
    catalogueApi
      .overview()
      .then(({ status, data }) =>
        isOk(status) && data.facets ? Object.keys(data.facets.category) : 'failed',
      ),
  );
  return data ?? null;
}

export function InterestsPicker({
  initial,
  onSaved,
  onCancel,
}: {
  initial: LearnerPreferences | null;
  onSaved(preferences: LearnerPreferences): void;
  /** Shown as "Cancel" when the learner is changing earlier choices; a first ask offers Skip instead. */
  onCancel?: () => void;
}) {
  const categories = useCategories();
  const [chosen, setChosen] = useState<string[]>(initial?.categories ?? []);
  const [language, setLanguage] = useState<Language | null>(initial?.language ?? null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const full = chosen.length >= PREFERENCE_LIMITS.categoriesMax;

  const save = async (preferences: LearnerPreferences) => {
    if (busy) return;
    setBusy(true);
    const { status, data } = await accountApi.choose(preferences);
    setBusy(false);
    if (isOk(status)) {
      keepMyPreferences(data.preferences);
      onSaved(preferences);
    } else toast.error(failure(t("Your interests weren't saved"), t('Try again.'), { status, data }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({ categories: chosen, language });
  };
  const toggle = (category: string) =>
    setChosen((now) => (now.includes(category) ? now.filter((c) => c !== category) : [...now, category]));

  return (
    <section className="interests" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('What would you like to learn?')}</h2>
      <p className="interests__lead">
        {t('Pick a few subjects and a language, and we put those courses first.')}
      </p>
      <form className="interests__form" onSubmit={onSubmit}>
        <fieldset className="interests__group">
          <legend>{t('Subjects (up to {max})', { max: PREFERENCE_LIMITS.categoriesMax })}</legend>
          {categories === null ? (
            <Spinner label={t('Loading subjects')} />
          ) : categories === 'failed' ? (
            <p>{t('The subjects could not be loaded. You can still choose a language.')}</p>
          ) : (
            <div className="interests__choices">
              {categories.map((category) => {
                const on = chosen.includes(category);
                return (
                  <label key={category} className="interests__chip">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && full}
                      onChange={() => toggle(category)}
                    />
                    <span>{category}</span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
        <fieldset className="interests__group">
          <legend>{t('Language')}</legend>
          <div className="interests__choices">
            {[null, ...LANGUAGES].map((value) => (
              <label key={value ?? 'any'} className="interests__chip">
                <input
                  type="radio"
                  name="language"
                  checked={language === value}
                  onChange={() => setLanguage(value)}
                />
                <span>{value === null ? t('Any') : t(LANGUAGE_LABELS[value])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="interests__actions">
          <SpinnerButton
            className="btn btn--primary"
            type="submit"
            busy={busy}
            working={t('Saving your picks')}
          >
            {t('Show my picks')}
          </SpinnerButton>
          {onCancel ? (
            <button className="btn btn--ghost" type="button" onClick={onCancel}>
              {t('Cancel')}
            </button>
          ) : (
            <BusyButton
              className="btn btn--ghost"
              type="button"
              busy={busy}
              onClick={() => void save({ categories: [], language: null })}
            >
              {t('Skip for now')}
            </BusyButton>
          )}
        </div>
      </form>
    </section>
  );
}
