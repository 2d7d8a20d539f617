/** `GET /api/catalogue`: one page of the catalogue for a query string, answered from memory. */
import { type CataloguePage, parseCatalogueQuery } from '../../shared/catalogue';
import { refusalText } from '../../shared/validation';
import { BadRequest } from '../lib/errors';
import { liveCatalogue } from './live-catalogue';

export async function catalogueCall(params: Record<string, string | undefined>): Promise<CataloguePage> {
  const parsed = parseCatalogueQuery(params);
  if (!parsed.ok) throw new BadRequest(refusalText(parsed));
  return (await liveCatalogue.current()).query(parsed.value);
}
