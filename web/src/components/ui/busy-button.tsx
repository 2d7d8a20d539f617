import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, useState } from 'react';
import { Spinner } from './spinner';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled'> & {
  /** While true, presses do nothing (no click, no submit) and the button says so with aria-disabled. */
  busy: boolean;
  /** Shown instead of the children while busy (e.g. a spinner or "Saving..."); the children stay when absent. */
  busyLabel?: ReactNode;
};

/**
 * A button that waits while its call runs. It stays focusable (aria-disabled, never `disabled`): a
 * disabled button that has focus drops it to the page, and the keyboard starts over from the top.
 */
export function BusyButton({
  busy,
  busyLabel,
  type = 'button',
  onClick,
  children,
  ...rest
}: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // A submit button's click is what submits its form, by mouse or by Enter in a field.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button {...rest} type={type} aria-disabled={busy || undefined} onClick={press}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** A BusyButton that shows, while busy, a spinner read out as what is under way (`working`: "Saving"). */
export function SpinnerButton({
  working,
  ...button
}: Omit<BusyButtonProps, 'busyLabel'> & { working: string }) {
  return <BusyButton {...button} busyLabel={<Spinner label={working} />} />;
}

/**
 * A button whose press runs a call that only it starts (download, delete, dismiss): it is busy until
 * the call settles, so its owner keeps no busy flag. While busy it shows a spinner read out as
 * `working` ("Deleting"), or `busyLabel` instead when given.
 */
export function ActionButton({
  action,
  working,
  busyLabel,
  ...button
}: Omit<BusyButtonProps, 'busy' | 'onClick' | 'type'> & { action(): Promise<unknown>; working?: string }) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const label = working === undefined ? busyLabel : <Spinner label={working} />;
  return <BusyButton {...button} busy={busy} busyLabel={label} onClick={press} />;
}
