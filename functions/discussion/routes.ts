import { newAnswerSchema, newQuestionSchema, voteSchema } from '../../shared/discussion';
import type { HttpManifest } from '../route-types';

export const discussionRoutes = {
  'GET /api/course/{courseId}/lessons/{lessonId}/questions': {
    module: 'discussion/list-questions',
    function: 'listQuestions',
    access: 'user',
    dynamodb: ['GetItem'],
    indexes: ['gsi1', 'gsi4'],
  },
  'POST /api/course/{courseId}/lessons/{lessonId}/questions': {
    module: 'discussion/ask-question',
    function: 'askQuestion',
    access: 'user',
    body: newQuestionSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
  },
  'GET /api/questions/{id}': {
    module: 'discussion/get-question',
    function: 'getQuestion',
    access: 'user',
    dynamodb: ['Query', 'GetItem'],
  },
  'POST /api/questions/{id}/answers': {
    module: 'discussion/answer-question',
    function: 'answerQuestion',
    access: 'user',
    body: newAnswerSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
    mail: true,
  },
  'PUT /api/questions/{id}/vote': {
    module: 'discussion/vote-question',
    function: 'voteQuestion',
    access: 'user',
    body: voteSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'PUT /api/answers/{id}/vote': {
    module: 'discussion/vote-answer',
    function: 'voteAnswer',
    access: 'user',
    body: voteSchema,
    dynamodb: ['GetItem', 'UpdateItem'],
  },
  'POST /api/answers/{id}/accept': {
    module: 'discussion/accept-answer',
    function: 'acceptAnswer',
    access: 'user',
    dynamodb: ['GetItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  'DELETE /api/questions/{id}': {
    module: 'discussion/delete-question',
    function: 'deleteQuestion',
    access: 'user',
    dynamodb: ['GetItem', 'Query', 'DeleteItem', 'UpdateItem'],
  },
  'DELETE /api/answers/{id}': {
    module: 'discussion/delete-answer',
    function: 'deleteAnswer',
    access: 'user',
    dynamodb: ['GetItem', 'DeleteItem', 'UpdateItem'],
  },
} satisfies HttpManifest;
