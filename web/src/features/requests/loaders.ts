/** The request list's loader: login-only, so it waits for the session (see whenLoggedIn). */
import type { CourseRequest } from '@shared/types';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import { whenLoggedIn } from '../auth';
import { requestsApi } from './api';

export interface RequestListData {
  requests: Loaded<PageData<CourseRequest[]>>;
}

export const requestListLoader = (): RequestListData => ({
  requests: whenLoggedIn(() => pageData(requestsApi.list())),
});
