import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setAnalyticsProvider, usePageViews } from './analytics';

function Tracked() {
  usePageViews();
  return null;
}

/** The page views a provider receives when the app opens `address`. */
function pageViewsAt(address: string): string[] {
  const seen: string[] = [];
  setAnalyticsProvider({ pageView: (path) => seen.push(path) });
  render(
    <MemoryRouter initialEntries={[address]}>
      <Tracked />
    </MemoryRouter>,
  );
  return seen;
}

describe('page views', () => {
  afterEach(() => setAnalyticsProvider(null));

  it('report the address of an ordinary page with its query', () => {
    expect(pageViewsAt('/course?search=python')).toEqual(['/course?search=python']);
    expect(pageViewsAt('/play/intro-to-python')).toEqual(['/play/intro-to-python']);
  });

  it('never carry a password-reset token or the account id: the route pattern stands in for them', () => {
    const views = pageViewsAt('/users/u_9f8e7d/reset/tok_SECRET123?from=mail');
    expect(views).toEqual(['/users/:id/reset/:token']);
    expect(views.join()).not.toMatch(/SECRET123|u_9f8e7d/);
  });

  it('never carry an e-mail verification token', () => {
    expect(pageViewsAt('/users/u_9f8e7d/verify/tok_SECRET456')).toEqual(['/users/:id/verify/:token']);
  });

  it('keep the forgot-password page, which has no token, as it is', () => {
    expect(pageViewsAt('/users/reset')).toEqual(['/users/reset']);
  });
});
