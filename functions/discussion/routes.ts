import { newAnswerSchema, newQuestionSchema, voteSchema } from '../../shared/discussion';
import { addMessages } from '../lib/i18n/translate';
import { userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { acceptAnswer } from './accept-answer';
import { answerQuestion } from './answer-question';
import { askQuestion } from './ask-question';
import { deleteAnswer } from './delete-answer';
import { deleteQuestion } from './delete-question';
import { getQuestion } from './get-question';
import { listQuestions } from './list-questions';
import { voteAnswer, voteQuestion } from './vote';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

/** A new question or answer is put with the counts it changes, only while its author's account exists. */
const POST_WRITE = ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'] as const;

export const discussionRoutes = {
  'GET /api/course/{courseId}/lessons/{lessonId}/questions': userRoute(listQuestions, ['GetItem'], {
    indexes: ['gsi1', 'gsi4'],
  }),
  'POST /api/course/{courseId}/lessons/{lessonId}/questions': userRoute(askQuestion, POST_WRITE, {
    body: newQuestionSchema,
  }),
  'GET /api/questions/{id}': userRoute(getQuestion, ['Query', 'GetItem']),
  'POST /api/questions/{id}/answers': userRoute(answerQuestion, POST_WRITE, {
    body: newAnswerSchema,
    mail: true,
  }),
  'PUT /api/questions/{id}/vote': userRoute(voteQuestion, ['GetItem', 'UpdateItem'], { body: voteSchema }),
  'PUT /api/answers/{id}/vote': userRoute(voteAnswer, ['GetItem', 'UpdateItem'], { body: voteSchema }),
  'POST /api/answers/{id}/accept': userRoute(acceptAnswer, ['GetItem', 'UpdateItem', 'ConditionCheckItem']),
  'DELETE /api/questions/{id}': userRoute(deleteQuestion, ['GetItem', 'Query', 'DeleteItem', 'UpdateItem']),
  'DELETE /api/answers/{id}': userRoute(deleteAnswer, ['GetItem', 'DeleteItem', 'UpdateItem']),
} satisfies HttpManifest;
