import type { Course } from '@shared/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { coursesLoader } from '../loaders';
import CoursesPage from './courses-page';

const course = (name: string, creator: string, category: string, language: Course['language']): Course => ({
  _id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  creator,
  category,
  language,
  info: '',
  description: '',
  course_pic: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  love: 0,
  lessonCount: 1,
});

const CATALOGUE = [
  course('Python for Everybody', 'freeCodeCamp.org', 'Programming', 'english'),
  course('Operating Systems in Hindi', 'Gate Smashers', 'Computer Science', 'hindi'),
  course('Graph Algorithms Series', 'take U forward', 'Computer Science', 'english'),
  course('JavaScript Tutorial in Hindi', 'CodeWithHarry', 'Development', 'hindi'),
];

async function showCatalogue() {
  stubFetch(() => ({ status: 200, body: CATALOGUE }));
  renderRoutes([{ path: '/course', loader: coursesLoader, element: <CoursesPage /> }], '/course');
  await screen.findByRole('link', { name: 'Python for Everybody' });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Course list' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('the course catalogue', () => {
  it('brings courses matching the search by name, creator or category first, in any case', async () => {
    await showCatalogue();
    expect(cardNames()[0]).toBe('Python for Everybody');

    await userEvent.type(screen.getByLabelText('Search courses'), 'gate SMASHERS');
    expect(cardNames()[0]).toBe('Operating Systems in Hindi');
    expect(cardNames()).toHaveLength(4);

    await userEvent.clear(screen.getByLabelText('Search courses'));
    await userEvent.type(screen.getByLabelText('Search courses'), 'computer science');
    expect(cardNames().slice(0, 2)).toEqual(['Operating Systems in Hindi', 'Graph Algorithms Series']);
    expect(screen.getByText('2 matching courses shown first')).toBeInTheDocument();
  });

  it('shows only the checked languages, and every course again when none is checked', async () => {
    await showCatalogue();
    await userEvent.click(screen.getByRole('checkbox', { name: 'hindi' }));
    expect(cardNames()).toEqual(['Operating Systems in Hindi', 'JavaScript Tutorial in Hindi']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'english' }));
    expect(cardNames()).toHaveLength(4);
    await userEvent.click(screen.getByRole('checkbox', { name: 'hindi' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'english' }));
    expect(cardNames()).toHaveLength(4);
  });
});
