import { gradeSchema, newCardSchema } from '../../shared/review';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { deleteCardRoute } from './delete-card';
import { gradeCardRoute } from './grade-card';
import { HI } from './hi';
import { listDueRoute } from './list-due';
import { makeCardRoute } from './make-card';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

export const reviewRoutes = {
  // The card, the note's existence and the account's in one transaction; a note named by its id
  // alone is first found by a Query of the caller's notes.
  'POST /api/review/cards': {
    handler: makeCardRoute,
    access: 'user',
    body: newCardSchema,
    dynamodb: ['PutItem', 'ConditionCheckItem', 'Query'],
  },
  // The due range of GSI1 and its count, then the notes and courses in one BatchGetItem each.
  'GET /api/review/due': {
    handler: listDueRoute,
    access: 'user',
    dynamodb: ['Query', 'BatchGetItem'],
    indexes: ['gsi1'],
  },
  // The card read strongly consistent, then one conditional UpdateItem.
  'POST /api/review/{cardId}': {
    handler: gradeCardRoute,
    access: 'user',
    body: gradeSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'DELETE /api/review/{cardId}': {
    handler: deleteCardRoute,
    access: 'user',
    dynamodb: ['DeleteItem'],
  },
} satisfies HttpManifest;
