import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SEARCH_PAUSE_MS, SearchBox } from './search-box';

/**
 * The search in effect, as the catalogue keeps it in the address: a search the field hands on comes
 * back as the field's value only when the page commits it, which on a slow phone can be after more
 * letters were typed (the page renders the new search as a transition).
 */
function Catalogue({ searches }: { searches: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox value={value} onSearch={(q) => searches.push(q)} />
      <button type="button" onClick={() => setValue(searches.at(-1) ?? '')}>
        commit the last search
      </button>
      <button type="button" onClick={() => setValue('')}>
        back to no search
      </button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

describe('the catalogue search field', () => {
  it('keeps letters typed after a pause when the search of that pause comes back', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const searches: string[] = [];
    render(<Catalogue searches={searches} />);
    const field = screen.getByLabelText('Search courses');

    await user.type(field, 'binary');
    await act(async () => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(searches).toEqual(['binary']);
    await user.type(field, ' trees');
    // The page commits "binary" only now.
    await user.click(screen.getByRole('button', { name: 'commit the last search' }));
    expect(field).toHaveValue('binary trees');

    await act(async () => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(searches).toEqual(['binary', 'binary trees']);
  });

  it('follows a search changed elsewhere, such as going back, and forward again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const searches: string[] = [];
    render(<Catalogue searches={searches} />);
    const field = screen.getByLabelText('Search courses');

    await user.type(field, 'react');
    await act(async () => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    await user.click(screen.getByRole('button', { name: 'commit the last search' }));
    expect(field).toHaveValue('react');
    await user.click(screen.getByRole('button', { name: 'back to no search' }));
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'commit the last search' }));
    expect(field).toHaveValue('react');
  });
});
