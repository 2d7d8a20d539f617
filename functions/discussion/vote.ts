import type { voteSchema } from '../../shared/discussion';
import type { SessionUser } from '../lib/session';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { voteAnswer as voteOnAnswer, voteQuestion as voteOnQuestion } from './discussion';

/** A vote on the post (question or answer) named by the path's id: `value` 1 casts it, 0 takes it back. */
type VoteRequest = HttpRequest<BodyOf<typeof voteSchema>, 'id'>;

/** Casts the caller's vote with `vote` and answers the post's new count. */
async function answerVote(
  { body, params, user }: VoteRequest,
  vote: (user: SessionUser, postId: string, value: VoteRequest['body']['value']) => Promise<unknown>,
): Promise<Reply> {
  return ok(await vote(user, params.id, body.value));
}

export const voteQuestion = (request: VoteRequest) => answerVote(request, voteOnQuestion);

export const voteAnswer = (request: VoteRequest) => answerVote(request, voteOnAnswer);
