import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionActions } from './question-actions';

function renderActions(number: number, count: number, busy = false) {
  const handlers = { onEdit: jest.fn(), onMove: jest.fn(), onDelete: jest.fn() };
  render(<QuestionActions number={number} count={count} busy={busy} {...handlers} />);
  return handlers;
}

it('names each button after its question and moves the question the way pressed', async () => {
  const user = userEvent.setup();
  const { onEdit, onMove, onDelete } = renderActions(2, 3);
  await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
  await user.click(screen.getByRole('button', { name: 'Move up question 2' }));
  await user.click(screen.getByRole('button', { name: 'Move down question 2' }));
  await user.click(screen.getByRole('button', { name: 'Delete question 2' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(onMove.mock.calls).toEqual([[-1], [1]]);
  expect(onDelete).toHaveBeenCalledTimes(1);
});

it('moves no question past either end and keeps the last one', () => {
  renderActions(1, 1);
  expect(screen.getByRole('button', { name: 'Move up question 1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move down question 1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Delete question 1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Edit question 1' })).toBeEnabled();
});

it('lets the question be edited but not changed while a change is sent', async () => {
  const user = userEvent.setup();
  const { onEdit, onMove } = renderActions(2, 3, true);
  await user.click(screen.getByRole('button', { name: 'Move up question 2' }));
  expect(onMove).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Delete question 2' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
});
