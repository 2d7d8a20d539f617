/**
 * The login page at /hi/login: Hindi words, a `lang` of hi, and the server's Hindi answer to an
 * unverified account still offers the verification link again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../test/support/render-routes';
import { fillIn } from '../../../../test/support/web/fill-in';
import { onHindiPage } from '../../../../test/support/web/hindi-page';
import LoginPage from './routes/login-page';
import { SessionProvider } from './session';

/** What the server answers a Hindi page for an unverified account (functions/lib/i18n/hi.ts). */
const NOT_VERIFIED_HI = 'अकाउंट अभी वेरिफ़ाई नहीं हुआ है, कृपया पहले उसे वेरिफ़ाई करें!';

onHindiPage('/hi/login', ['auth']);

function openLogin(loginAnswer: { status: number; body: unknown }) {
  stubFetch(({ path }) =>
    path === '/api/login' ? loginAnswer : { status: 401, body: { msg: 'लॉग इन नहीं है।' } },
  );
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login', undefined, SessionProvider);
}

it('is in Hindi, and says so in its lang attribute', async () => {
  openLogin({ status: 401, body: {} });
  expect(document.documentElement.lang).toBe('hi');
  expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeInTheDocument();
  expect(screen.getByText('आपका फिर से स्वागत है! जहाँ छोड़ा था, वहीं से आगे बढ़ें।')).toBeInTheDocument();
  expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
  expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'अकाउंट बनाएँ' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
});

it("offers the verification link again when the server's Hindi answer says the account is not verified", async () => {
  openLogin({ status: 403, body: { msg: NOT_VERIFIED_HI } });
  await fillIn(screen.getByLabelText('ईमेल'), 'asha@example.com');
  await fillIn(screen.getByLabelText('पासवर्ड'), 'a fine password');
  await userEvent.click(await screen.findByRole('button', { name: 'लॉग इन करें' }));
  expect(await screen.findByText(NOT_VERIFIED_HI)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'वेरिफ़िकेशन लिंक फिर से भेजें' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ईमेल नहीं मिल रहा?' })).toBeInTheDocument();
});
