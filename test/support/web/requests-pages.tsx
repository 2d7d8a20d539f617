/** Renders a requests page as the router does, behind the login guard, with the API answered by `routes`. */
import type { Session } from '@shared/types';
import type { ReactNode } from 'react';
import { SessionProvider } from '../../../web/src/features/auth';
import { RequireLogin } from '../../../web/src/features/auth/guards';
import type { Loader } from '../../../web/src/lib/route-data';
import { renderRoutes } from '../render-routes';

type Answer = [status: number, data: unknown];
/** An answer now, or later (a promise): what a page shows while it waits. */
export type ApiRoutes = Record<string, (body: unknown) => Answer | Promise<Answer>>;

export interface ApiCall {
  key: string;
  body: unknown;
}

/** Replaces fetch with `routes` (keyed `METHOD /path`); returns the calls made, in order. */
export function mockApi(session: Session, routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: ApiRoutes = { 'GET /api/token/refresh': () => [200, session], ...routes };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    // The page load's refresh asks for the account too (`?account=1`): the session alone answers it as well.
    const answer = all[key] ?? all[key.replace(/^(GET \/api\/token\/refresh)\?.*$/, '$1')];
    const [status, data] = answer ? await answer(body) : [404, { msg: 'Not found.' }];
    return { status, text: async () => JSON.stringify(data) } as Response;
  }) as typeof fetch;
  return calls;
}

export const learner: Session = { loggedIn: true, name: 'Meera Iyer', role: 'user' };
export const admin: Session = { loggedIn: true, name: 'Admin Person', role: 'admin' };

/** `search`: the address's query, e.g. `?topic=Rust`. */
export function renderPage(page: ReactNode, loader?: Loader, search = '') {
  return renderRoutes(
    [{ path: '/', loader, element: <RequireLogin>{page}</RequireLogin> }],
    `/${search}`,
    undefined,
    SessionProvider,
  );
}
