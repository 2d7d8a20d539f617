/**
 * The tables of a Markdown document, for tests that hold a document to the code it describes (the
 * API contract to the route manifest, the rate limits in docs/security.md to the limits in the code).
 */

export interface MarkdownTable {
  header: string[];
  rows: string[][];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** Every Markdown table of `markdown`: a header row, a `|---|` rule, then its rows. */
export function tablesOf(markdown: string): MarkdownTable[] {
  const lines = markdown.split('\n').map((line) => line.trim());
  const tables: MarkdownTable[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || !/^\|[\s:|-]+\|$/.test(lines[i + 1]!)) continue;
    const table: MarkdownTable = { header: cellsOf(lines[i]!), rows: [] };
    for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) table.rows.push(cellsOf(lines[i]!));
    tables.push(table);
  }
  return tables;
}

/** The text of the `## heading` section of `markdown`, up to the next heading of that level or higher. */
export function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) throw new Error(`No section "## ${heading}" in the document.`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}
