import type { ReactNode } from 'react';

/**
 * A button that is on or off (aria-pressed): a like, a vote. While its change is on its way it stays
 * focusable and says so (aria-busy, never `disabled`, which would drop the keyboard's place), and
 * presses are ignored. Styles follow the state through the two attributes.
 */
export function ToggleButton({
  pressed,
  busy,
  className,
  onPress,
  children,
}: {
  pressed: boolean;
  busy: boolean;
  className: string;
  onPress(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-busy={busy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}
