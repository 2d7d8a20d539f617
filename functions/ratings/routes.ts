import { helpfulSchema, ratingSchema, reviewReportSchema } from '../../shared/ratings';
import { addMessages } from '../lib/i18n/translate';
import { adminRoute, publicRoute, userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { deleteReviewRoute } from './delete-review';
import { dismissPromptRoute } from './dismiss-prompt';
import { dismissReportsRoute } from './dismiss-reports';
import { listReviewsRoute } from './list-reviews';
import { markHelpfulRoute } from './mark-helpful';
import { rateCourseRoute } from './rate-course';
import { reportReviewRoute } from './report-review';
import { unrateCourseRoute } from './unrate-course';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

// Every change writes the rating, the learner's pointer and the course's totals in one transaction.
const RATING_WRITE = [
  'GetItem',
  'Query',
  'BatchGetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'ConditionCheckItem',
] as const;

export const ratingRoutes = {
  'PUT /api/course/{courseId}/rating': userRoute(rateCourseRoute, RATING_WRITE, { body: ratingSchema }),
  'DELETE /api/course/{courseId}/rating': userRoute(unrateCourseRoute, RATING_WRITE),
  'POST /api/course/{courseId}/rating/dismiss': userRoute(dismissPromptRoute, [
    'GetItem',
    'UpdateItem',
    'ConditionCheckItem',
  ]),
  'GET /api/course/{courseId}/reviews': publicRoute(listReviewsRoute, ['GetItem', 'BatchGetItem'], {
    indexes: ['gsi1', 'gsi4'],
  }),
  'PUT /api/reviews/{id}/helpful': userRoute(
    markHelpfulRoute,
    ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    { body: helpfulSchema },
  ),
  'POST /api/reviews/{id}/report': userRoute(
    reportReviewRoute,
    ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    { body: reviewReportSchema },
  ),
  // Closes a review's reports and keeps the review, as dismissing does for a chat message.
  'POST /api/reviews/{id}/dismiss': adminRoute(dismissReportsRoute, ['Query', 'DeleteItem']),
  'DELETE /api/reviews/{id}': adminRoute(deleteReviewRoute, RATING_WRITE),
} satisfies HttpManifest;
