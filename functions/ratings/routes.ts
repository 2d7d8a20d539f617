import { helpfulSchema, ratingSchema, reviewReportSchema } from '../../shared/ratings';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { deleteReviewRoute } from './delete-review';
import { dismissPromptRoute } from './dismiss-prompt';
import { dismissReportsRoute } from './dismiss-reports';
import { HI } from './hi';
import { listReviewsRoute } from './list-reviews';
import { markHelpfulRoute } from './mark-helpful';
import { rateCourseRoute } from './rate-course';
import { reportReviewRoute } from './report-review';
import { unrateCourseRoute } from './unrate-course';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

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
  'PUT /api/course/{courseId}/rating': {
    handler: rateCourseRoute,
    access: 'user',
    body: ratingSchema,
    dynamodb: RATING_WRITE,
  },
  'DELETE /api/course/{courseId}/rating': {
    handler: unrateCourseRoute,
    access: 'user',
    dynamodb: RATING_WRITE,
  },
  'POST /api/course/{courseId}/rating/dismiss': {
    handler: dismissPromptRoute,
    access: 'user',
    dynamodb: ['GetItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  'GET /api/course/{courseId}/reviews': {
    handler: listReviewsRoute,
    access: 'public',
    dynamodb: ['GetItem', 'BatchGetItem'],
    indexes: ['gsi1', 'gsi4'],
  },
  'PUT /api/reviews/{id}/helpful': {
    handler: markHelpfulRoute,
    access: 'user',
    body: helpfulSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  },
  'POST /api/reviews/{id}/report': {
    handler: reportReviewRoute,
    access: 'user',
    body: reviewReportSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  // Closes a review's reports and keeps the review, as dismissing does for a chat message.
  'POST /api/reviews/{id}/dismiss': {
    handler: dismissReportsRoute,
    access: 'admin',
    dynamodb: ['Query', 'DeleteItem'],
  },
  'DELETE /api/reviews/{id}': {
    handler: deleteReviewRoute,
    access: 'admin',
    dynamodb: RATING_WRITE,
  },
} satisfies HttpManifest;
