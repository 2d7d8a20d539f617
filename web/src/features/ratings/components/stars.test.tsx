import { render, screen } from '@testing-library/react';
import { Stars } from './stars';

describe('the stars a course shows', () => {
  it('shows the real average to one decimal and the real count, and reads them out as one sentence', () => {
    render(<Stars rating={{ average: 4.3, count: 12 }} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 by 12 learners' });
    expect(rating).toHaveTextContent('4.3');
    expect(rating).toHaveTextContent('(12)');
  });

  it('keeps the decimal of a whole average and the thousands separator of a large count', () => {
    render(<Stars rating={{ average: 4, count: 1234 }} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.0 out of 5 by 1,234 learners' });
    expect(rating).toHaveTextContent(/^4\.0.*\(1,234\)$/);
  });

  it('says "learner" for a single rating', () => {
    render(<Stars rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 by 1 learner' })).toHaveTextContent('(1)');
  });

  it('fills the stars as far as the average', () => {
    const { container } = render(<Stars rating={{ average: 3.5, count: 2 }} />);
    expect(container.querySelector<HTMLElement>('.rating__on')?.style.width).toBe('70%');
  });

  it.each([
    ['no summary', undefined],
    ['a count of 0', { average: null, count: 0 }],
  ])('says "No ratings yet" for a course with %s, with no number of stars', (_, rating) => {
    const { container } = render(<Stars rating={rating} />);
    const shown = screen.getByRole('img', { name: 'No ratings yet' });
    expect(shown).toHaveTextContent('No ratings yet');
    expect(shown).not.toHaveTextContent(/\d/);
    expect(container.querySelector<HTMLElement>('.rating__on')?.style.width).toBe('0%');
  });
});
