/** The admins' reports page's loader, requested with the navigation (see lib/page-data.tsx). */
import type { ChatReports } from '@shared/types';
import { t } from '../../i18n';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import { getSessionSnapshot, whenLoggedIn } from '../auth';
import { chatApi } from './api';

export interface ChatReportsPageData {
  reports: Loaded<PageData<ChatReports>>;
}

/** Only an admin's browser asks; the server refuses everyone else anyway. */
export const chatReportsLoader = (): ChatReportsPageData => ({
  reports: whenLoggedIn(async () =>
    getSessionSnapshot().session.role === 'admin'
      ? pageData(chatApi.reports())
      : { kind: 'failed', status: 403, msg: t('Only admins can see the reported messages.') },
  ),
});
