/**
 * The catalogue's route loaders. They start the request with the navigation and hand over the
 * promise, so the page shows its skeleton meanwhile (see lib/page-data.tsx).
 */
import type { Course } from '@shared/types';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import type { LoaderArgs } from '../../lib/route-data';
import { catalogueApi } from './api';

export interface CourseDetailData {
  course: Loaded<PageData<Course>>;
}

export const courseDetailLoader = ({ params }: LoaderArgs): CourseDetailData => ({
  course: pageData(catalogueApi.detail(params.id ?? '')),
});
