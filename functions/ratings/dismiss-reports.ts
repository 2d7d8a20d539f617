import { RATING_MESSAGES } from '../../shared/ratings';
import { closeReports } from '../data/ratings';
import { NotFound } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';

/** An admin keeps a reported review: its open reports are closed; 404 when there are none. */
export async function dismissReportsRoute({ params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  const closed = await closeReports(params.id);
  if (closed === 0) throw new NotFound(RATING_MESSAGES.noOpenReports);
  return ok({ msg: RATING_MESSAGES.reportsDismissed });
}
