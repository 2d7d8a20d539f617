import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { admin, learner, mockApi } from '../../../../test/support/web/requests-pages';
import { AccountMenu } from '../../app/account-menu';
import { pagesAt } from '../../app/routes';
import { SessionProvider } from '../auth';
import { contentHealthLoader } from './loaders';

async function openMenu(session: typeof admin) {
  mockApi(session, {});
  render(
    <SessionProvider>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </SessionProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: `Account menu for ${session.name}` }));
}

afterEach(() => jest.restoreAllMocks());

describe('the way to the content health page', () => {
  it('is the address /admin/content, which loads the health list with the page', async () => {
    mockApi(admin, {});
    const [found, ...others] = pagesAt('/admin/content');
    expect(others).toEqual([]);
    // The page's loader arrives with the navigation (lazyLoader): it hands over what the content
    // health loader would, the health list.
    const data = found!.page.route.loader!({ params: {} }) as Record<string, Promise<unknown>>;
    expect(Object.keys(data)).toEqual(Object.keys(contentHealthLoader()));
    await data.health;
  });

  it("is in an admin's account menu, beside the other admin tools", async () => {
    await openMenu(admin);
    expect(screen.getByRole('link', { name: 'Content Health' })).toHaveAttribute('href', '/admin/content');
  });

  it("is not in a learner's", async () => {
    await openMenu(learner);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Content Health' })).not.toBeInTheDocument();
  });
});
