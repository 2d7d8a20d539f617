import { SITE_SETTINGS_PATH } from '@shared/site-settings';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/support/fetch-stub';
import { renderRoutes } from '../../../test/support/render-routes';
import { SessionProvider } from '../features/auth';
import { ConnectSection } from '../features/home/components/connect-section';
import { Footer } from './footer';

describe('the contact and social links', () => {
  it("show only what the operator set: in the footer, and the home page's social section", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'lf_session=; Path=/; Max-Age=0';
    stubFetch((call) =>
      call.path === SITE_SETTINGS_PATH
        ? {
            status: 200,
            body: {
              contactEmail: 'help@learn.example.org',
              social: {
                youtube: 'https://www.youtube.com/@learnfree',
                facebook: 'https://www.facebook.com/',
              },
            },
          }
        : { status: 404, body: {} },
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SessionProvider>
              <ConnectSection />
              <Footer />
            </SessionProvider>
          ),
        },
      ],
      '/',
    );
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'help@learn.example.org' })).toHaveAttribute(
      'href',
      'mailto:help@learn.example.org',
    );
    // No phone was set; a platform's front page is nobody's page, so it is not shown either.
    expect(within(footer).queryByRole('link', { name: /^tel:|\+\d/ })).not.toBeInTheDocument();
    expect(
      await within(footer).findByRole('link', { name: 'LearnFree on YouTube (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/@learnfree');
    expect(within(footer).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    const connect = screen.getByRole('region', { name: 'Connect with Us' });
    expect(await within(connect).findAllByRole('link')).toHaveLength(1);
  });
});
