import { gradeSchema, newCardSchema } from '../../shared/review';
import { addMessages } from '../lib/i18n/translate';
import { userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { deleteCardRoute } from './delete-card';
import { gradeCardRoute } from './grade-card';
import { listDueRoute } from './list-due';
import { makeCardRoute } from './make-card';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

export const reviewRoutes = {
  // The card, the note's existence and the account's in one transaction; a note named by its id
  // alone is first found by a Query of the caller's notes.
  'POST /api/review/cards': userRoute(makeCardRoute, ['PutItem', 'ConditionCheckItem', 'Query'], {
    body: newCardSchema,
  }),
  // The due range of GSI1 and its count, then the notes and courses in one BatchGetItem each.
  'GET /api/review/due': userRoute(listDueRoute, ['Query', 'BatchGetItem'], { indexes: ['gsi1'] }),
  // The card read strongly consistent, then one conditional UpdateItem.
  'POST /api/review/{cardId}': userRoute(gradeCardRoute, ['GetItem', 'UpdateItem'], { body: gradeSchema }),
  'DELETE /api/review/{cardId}': userRoute(deleteCardRoute, ['DeleteItem']),
} satisfies HttpManifest;
