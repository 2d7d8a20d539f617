/**
 * The entities table of docs/data-design.md and the keys the code builds are the same: every row
 * names an entity of `ENTITIES` with the key its builder makes, the indexes it is on and its module,
 * and every entity has its row. A key changed in keys.ts without the document (or the other way
 * round) fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sectionOf, tablesOf } from '../../test/support/markdown-tables';
import { ENTITIES } from './entities';

const ROOT = join(__dirname, '..', '..');
const DOC = 'docs/data-design.md';

interface Row {
  entity: string;
  pk: string;
  sk: string;
  indexes: string[];
  module: string;
}

const unquoted = (cell: string) => /^`([^`]*)`$/.exec(cell)?.[1] ?? cell;

function documentedRows(): Row[] {
  const tables = tablesOf(sectionOf(readFileSync(join(ROOT, DOC), 'utf8'), 'Entities')).filter(
    (table) => table.header[0] === 'Entity',
  );
  if (tables.length !== 1) throw new Error(`${DOC}, "Entities": one table whose first column is Entity.`);
  const { header, rows } = tables[0]!;
  const column = (name: string) => header.indexOf(name);
  return rows.map((cells) => ({
    entity: cells[column('Entity')]!,
    pk: unquoted(cells[column('`pk`')]!),
    sk: unquoted(cells[column('`sk`')]!),
    indexes: [
      ...new Set([...cells[column('GSI keys')]!.matchAll(/\bgsi(\d)(?:pk|sk)\b/g)].map((m) => `gsi${m[1]}`)),
    ].sort(),
    module: unquoted(cells[column('Module')]!),
  }));
}

describe(`the entities of ${DOC} and keys.ts`, () => {
  const rows = documentedRows();

  it('name the same entities', () => {
    expect(rows.map((row) => row.entity).sort()).toEqual(Object.keys(ENTITIES).sort());
  });

  it('give each entity the key its builder makes, its indexes and its module', () => {
    const fromCode = Object.entries(ENTITIES).map(([entity, { key, indexes, module }]) => ({
      entity,
      pk: key.pk,
      sk: key.sk,
      indexes: [...indexes].sort(),
      module,
    }));
    expect(rows).toEqual(expect.arrayContaining(fromCode));
  });

  it('name modules that exist', () => {
    const missing = rows.filter((row) => !existsSync(join(__dirname, row.module)));
    expect(missing).toEqual([]);
  });
});
