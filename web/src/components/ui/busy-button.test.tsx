import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { ActionButton, BusyButton } from './busy-button';

/** A form whose Save stays busy until the test finishes the call. */
function SaveForm({ onSave }: { onSave(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onSave();
    setBusy(false);
  };
  return (
    <form onSubmit={onSubmit} aria-label="Note">
      <input aria-label="Title" />
      <BusyButton type="submit" busy={busy} busyLabel="Saving...">
        Save
      </BusyButton>
    </form>
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('BusyButton', () => {
  it('while busy ignores clicks, keeps focus and says so; when done it works again', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <BusyButton busy={true} onClick={onClick}>
        Delete
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(
      <BusyButton busy={false} onClick={onClick}>
        Delete
      </BusyButton>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form once while the call runs, shows the busy label and keeps focus', async () => {
    const user = userEvent.setup();
    const call = deferred();
    const onSave = jest.fn(() => call.promise);
    render(<SaveForm onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();

    // Neither a second click nor Enter in a field sends it again.
    await user.click(button);
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);

    await user.click(button);
    call.resolve();
    expect(await screen.findByRole('button', { name: 'Save' })).toBe(button);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});

describe('ActionButton', () => {
  it('runs its call once while it runs, says what is under way, and works again once it settles', async () => {
    const user = userEvent.setup();
    const call = deferred();
    const action = jest.fn(() => call.promise);
    render(
      <ActionButton action={action} working="Deleting">
        Delete
      </ActionButton>,
    );

    const button = screen.getByRole('button', { name: 'Delete' });
    await user.click(button);
    expect(screen.getByRole('status', { name: 'Deleting' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(action).toHaveBeenCalledTimes(1);

    call.resolve();
    expect(await screen.findByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
