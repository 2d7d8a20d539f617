/**
 * A form's main button while its call runs, pressed from the keyboard: Enter on the focused button
 * starts the call; the button then says what is under way (a status) and keeps the focus, enabled
 * and only aria-disabled, as browsers move the focus off a disabled button; and a second Enter is
 * pressed while it is busy. The caller answers the call afterwards and checks that one was sent.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The direct API or a `userEvent.setup()` session: whichever typed into the form. */
type Keyboard = { keyboard(text: string): Promise<unknown> };

export async function pressTwiceWhileBusy(button: HTMLElement, busy: string, user: Keyboard = userEvent) {
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  await screen.findByRole('status', { name: busy });
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
}
