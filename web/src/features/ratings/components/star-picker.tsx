/**
 * Choosing 1 to 5 stars: native radio buttons (arrow keys move the choice, a screen reader hears
 * "4 stars, 4 of 5"), drawn as stars filled up to the choice. Each star's label is a 44 px target.
 */
import { STARS_MAX, STARS_MIN } from '@shared/ratings';
import { useId } from 'react';
import { starsText } from '../rating-text';

const CHOICES = Array.from({ length: STARS_MAX - STARS_MIN + 1 }, (_, i) => STARS_MIN + i);

export function StarPicker({
  legend,
  value,
  error,
  onChange,
}: {
  legend: string;
  /** The stars chosen, 0 for none yet. */
  value: number;
  error?: string;
  onChange(stars: number): void;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="star-picker__legend">{legend}</legend>
      <div className="star-picker__choices">
        {CHOICES.map((stars) => (
          <label key={stars} className={`star-picker__choice${stars <= value ? ' is-on' : ''}`}>
            <input
              className="star-picker__input"
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starsText(stars)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
