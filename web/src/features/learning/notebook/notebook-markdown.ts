/**
 * The course notebook as a Markdown file a learner can keep: the course as the heading, a section
 * per lesson, each note as `- [m:ss] **title** — content`. Note text is escaped so that whatever a
 * note says stays text in any Markdown viewer: no links, images, HTML, headings or lists.
 */
import { formatPosition, type Notebook } from '@shared/learning';
import type { Note } from '@shared/types';
import { t } from '../../../i18n';

// Everything that can open a link, an image, HTML, an entity, emphasis, code or a table cell.
const INLINE = /[\\`*_{}[\]()<>!|~&#@]/g;
// What would start a block at the beginning of a continued line: a list item, or a heading rule.
const BULLET_START = /^[-+=]/;
const NUMBER_START = /^(\d+)\./;

/** `text` as literal Markdown: every character that could become syntax is escaped. */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(INLINE, '\\$&')
      // Viewers turn bare addresses into links (GFM autolinks); a broken pattern stays text.
      .replace(/:\/\//g, '\\://')
      .replace(/\bwww\./gi, (match) => `${match.slice(0, 3)}\\.`)
  );
}

/** A one-line field (a title, a name): line breaks become spaces, so it cannot leave its line. */
const escapeLine = (text: string): string => escapeMarkdown(text.replace(/\s*\r?\n\s*/g, ' '));

/** Continued lines of a note stay inside its list item and cannot start a block of their own. */
function escapeBlock(text: string): string {
  const [first = '', ...rest] = text.split(/\r?\n/).map((line) => escapeMarkdown(line.trim()));
  const continued = rest.map((line) =>
    line ? `  ${line.replace(BULLET_START, '\\$&').replace(NUMBER_START, '$1\\.')}` : '',
  );
  return [first, ...continued].join('\n');
}

export function noteLine(note: Note): string {
  const time = note.position === undefined ? '' : `[${formatPosition(note.position)}] `;
  return `- ${time}**${escapeLine(note.title)}** — ${escapeBlock(note.content)}`;
}

export function notebookMarkdown(notebook: Notebook): string {
  const sections = notebook.sections.map((section) => {
    const heading =
      section.lesson === null
        ? section.lessonName
        : t('Lesson {number}: {lesson}', { number: section.lesson, lesson: section.lessonName });
    return [`## ${escapeLine(heading)}`, '', ...section.notes.map(noteLine)].join('\n');
  });
  const { name, creator } = notebook.course;
  const intro = t('Notes on {course} by {creator}, from LearnFree.', {
    course: escapeLine(name),
    creator: escapeLine(creator),
  });
  return `${[`# ${escapeLine(name)}`, intro, ...sections].join('\n\n')}\n`;
}

/** `<course-slug>-notes.md`: the course name in lower case, words joined by hyphens. */
export function notebookFileName(course: Notebook['course']): string {
  const slug = course.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || course._id}-notes.md`;
}
