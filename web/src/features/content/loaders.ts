/** The content health page's loader, requested with the navigation (see lib/page-data.tsx). */

import type { ContentHealth } from '@shared/content';
import { msg, t } from '../../i18n';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import { getSessionSnapshot, whenLoggedIn } from '../auth';
import { contentApi } from './api';

export interface ContentHealthPageData {
  health: Loaded<PageData<ContentHealth>>;
}

export const ADMINS_ONLY = msg('Only admins can see the health of the catalogue.');

/** Only an admin's browser asks; the server refuses everyone else anyway. */
export const contentHealthLoader = (): ContentHealthPageData => ({
  health: whenLoggedIn(async () =>
    getSessionSnapshot().session.role === 'admin'
      ? pageData(contentApi.health())
      : { kind: 'failed', status: 403, msg: t(ADMINS_ONLY) },
  ),
});
