import { newAnswerSchema, newQuestionSchema, voteSchema } from '../../shared/discussion';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { acceptAnswer } from './accept-answer';
import { answerQuestion } from './answer-question';
import { askQuestion } from './ask-question';
import { deleteAnswer } from './delete-answer';
import { deleteQuestion } from './delete-question';
import { getQuestion } from './get-question';
import { HI } from './hi';
import { listQuestions } from './list-questions';
import { voteAnswer } from './vote-answer';
import { voteQuestion } from './vote-question';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

export const discussionRoutes = {
  'GET /api/course/{courseId}/lessons/{lessonId}/questions': {
    handler: listQuestions,
    access: 'user',
    dynamodb: ['GetItem'],
    indexes: ['gsi1', 'gsi4'],
  },
  'POST /api/course/{courseId}/lessons/{lessonId}/questions': {
    handler: askQuestion,
    access: 'user',
    body: newQuestionSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
  },
  'GET /api/questions/{id}': {
    handler: getQuestion,
    access: 'user',
    dynamodb: ['Query', 'GetItem'],
  },
  'POST /api/questions/{id}/answers': {
    handler: answerQuestion,
    access: 'user',
    body: newAnswerSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
    mail: true,
  },
  'PUT /api/questions/{id}/vote': {
    handler: voteQuestion,
    access: 'user',
    body: voteSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'PUT /api/answers/{id}/vote': {
    handler: voteAnswer,
    access: 'user',
    body: voteSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'POST /api/answers/{id}/accept': {
    handler: acceptAnswer,
    access: 'user',
    dynamodb: ['GetItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  'DELETE /api/questions/{id}': {
    handler: deleteQuestion,
    access: 'user',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'UpdateItem'],
  },
  'DELETE /api/answers/{id}': {
    handler: deleteAnswer,
    access: 'user',
    dynamodb: ['GetItem', 'DeleteItem', 'UpdateItem'],
  },
} satisfies HttpManifest;
