import { refusalText, type Schema } from '../../shared/validation';
import { BadRequest } from './errors';

/**
 * The body as the route's `schema` reads it, or undefined for a route that takes none (its body is
 * then never read, so a stray or oversized one cannot fail the call). A body the schema refuses is
 * a 400 with the schema's message.
 */
export function validBody<B>(schema: Schema<B> | null, read: () => unknown): B {
  if (!schema) return undefined as B;
  const result = schema(read());
  if (!result.ok) throw new BadRequest(refusalText(result));
  return result.value;
}
