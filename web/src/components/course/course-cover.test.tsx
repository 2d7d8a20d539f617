import type { Course } from '@shared/types';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CourseCover, coverColourOf } from './course-cover';

const COURSE: Course = {
  _id: 'course-1',
  name: 'Python for Everybody',
  info: 'Learn to program',
  description: '',
  category: 'Programming',
  creator: 'freeCodeCamp.org',
  language: 'english',
  course_pic: 'https://i.ytimg.com/vi/8DvywoWv6fI/hqdefault.jpg',
  love: 0,
  lessonCount: 3,
};

const cover = () => screen.getByRole('img', { name: 'Cover of Python for Everybody' });
const picture = (box: HTMLElement) => box.querySelector('img');

it('shows the initials on the category colour while the picture loads, then the picture over them', () => {
  render(<CourseCover course={COURSE} className="course-card__pic" size="card" />);
  expect(cover()).toHaveTextContent('PF');
  expect(cover()).toHaveStyle({ '--cover-colour': coverColourOf('Programming') });
  const shown = picture(cover())!;
  expect(shown).toHaveAttribute('src', 'https://i.ytimg.com/vi/8DvywoWv6fI/mqdefault.jpg');
  fireEvent.load(shown);
  expect(picture(cover())).toBeVisible();
});

it('hides a picture that fails, so neither a broken-image icon nor alt text is ever drawn', () => {
  render(<CourseCover course={COURSE} className="course-detail__cover" eager />);
  // The box is the image a screen reader meets; the picture itself never prints text.
  expect(picture(cover())).toHaveAttribute('alt', '');
  fireEvent.error(picture(cover())!);
  expect(picture(cover())).not.toBeVisible();
  expect(cover()).toHaveTextContent('PF');
});

it('notices a picture that failed before the page was adopted', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CourseCover course={COURSE} className="c" />);
  const early = container.querySelector('img')!;
  // What a browser reports for a picture that finished without pixels.
  Object.defineProperty(early, 'complete', { value: true });
  document.body.append(container);
  render(<CourseCover course={COURSE} className="c" />, { container, hydrate: true });
  expect(cover()).toHaveTextContent('PF');
  expect(picture(cover())).not.toBeVisible();
  container.remove();
});

it('shows only the fallback for a course without a picture', () => {
  render(<CourseCover course={{ ...COURSE, course_pic: '' }} className="c" />);
  expect(picture(cover())).toBeNull();
  expect(cover()).toHaveTextContent('PF');
});

it.each([
  ['Python for Everybody', 'PF'],
  ['  (Advanced) CSS  ', 'AC'],
  ['Go', 'G'],
  ['Ébauche 101', 'É1'],
])('shortens "%s" to "%s"', (name, initials) => {
  render(<CourseCover course={{ ...COURSE, name, course_pic: '' }} className="c" />);
  expect(screen.getByRole('img')).toHaveTextContent(initials);
});

it('gives every course of a category the same colour, and categories different ones', () => {
  expect(coverColourOf('Programming')).toBe(coverColourOf(' programming'));
  const colours = new Set(['Programming', 'Design', 'Mathematics', 'Languages', 'Music'].map(coverColourOf));
  expect(colours.size).toBeGreaterThan(2);
});

it('hides a decorative cover, shown beside the course name, from screen readers', () => {
  const { container } = render(<CourseCover course={COURSE} className="c" decorative />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(container.firstElementChild).toHaveTextContent('PF');
});
