/**
 * The e-mail links' loaders: the link is checked with the navigation (see lib/page-data.tsx). A 4xx
 * means it is not valid (expired, never sent, or a reset link used); no answer or a 5xx says nothing
 * about the link, and its page offers to try again. The calls are made here
 * rather than through authApi, which the first visit's script would then carry.
 */
import { api } from '../../lib/api';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import type { LoaderArgs } from '../../lib/route-data';

/** Where the API checks (GET) and, for a reset link, uses (POST) an e-mail link. */
export const linkPath = (kind: 'verify' | 'reset', id: string, token: string) =>
  `/api/users/${encodeURIComponent(id)}/${kind}/${encodeURIComponent(token)}`;

const linkLoader =
  (kind: 'verify' | 'reset') =>
  ({ params }: LoaderArgs): { link: Loaded<PageData<unknown>> } => ({
    link: pageData(api(linkPath(kind, params.id ?? '', params.token ?? ''))),
  });

export const verifyLoader = linkLoader('verify');
export const resetLinkLoader = linkLoader('reset');

export type LinkData = ReturnType<typeof verifyLoader>;
