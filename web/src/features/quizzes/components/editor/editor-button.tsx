import type { ComponentProps } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { ScreenReaderSuffix } from '../../../../components/ui/screen-reader-suffix';

/**
 * A small button beside a quiz or a question in the editor. Its label ends, for screen readers only,
 * with `subject` (the quiz's title, "question 2"), since every quiz and question has the same buttons.
 */
export function EditorButton({
  subject,
  danger = false,
  children,
  ...button
}: Omit<ComponentProps<typeof BusyButton>, 'type' | 'className'> & { subject: string; danger?: boolean }) {
  return (
    <BusyButton
      {...button}
      type="button"
      className={`btn ${danger ? 'btn--danger' : 'btn--ghost'} btn--small`}
    >
      {children}
      <ScreenReaderSuffix>{subject}</ScreenReaderSuffix>
    </BusyButton>
  );
}
