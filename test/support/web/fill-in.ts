/**
 * Puts text into a form field as a paste or a browser's autofill does: the field is clicked, then
 * receives the whole text in one input. For tests about what a form does with its values rather
 * than about typing: typing key by key renders the form again for every key, which made typing
 * most of the CPU of the form tests. Where keys matter (shortcuts while typing, a search that waits
 * for a pause in typing), tests type.
 */
import userEvent from '@testing-library/user-event';

/** The direct API or a `userEvent.setup()` session. */
type ClickAndPaste = Pick<typeof userEvent, 'click' | 'paste'>;

/** `text` may hold line breaks ("\n"), as a paste into a text area does. */
export async function fillIn(
  field: HTMLElement,
  text: string,
  user: ClickAndPaste = userEvent,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
