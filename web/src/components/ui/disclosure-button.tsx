import type { ComponentProps } from 'react';

/**
 * A button that shows and hides a part of the page (a menu, a panel, a form): it tells screen
 * readers whether that part is open and, while it is on the page, which element it is.
 */
export function DisclosureButton({
  open,
  onOpenChange,
  controls,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & {
  open: boolean;
  /** Called with the state a press asks for. */
  onOpenChange(open: boolean): void;
  /** The id of the part it shows and hides. */
  controls?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      {...button}
    />
  );
}
