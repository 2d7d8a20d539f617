/** The notebook's search: notes whose title or text contains the words, in any letter case. */
import type { Notebook, NotebookSection } from '@shared/learning';

export function searchNotebook(sections: NotebookSection[], query: string): NotebookSection[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return sections;
  return sections.flatMap((section) => {
    const notes = section.notes.filter((note) =>
      `${note.title}\n${note.content}`.toLocaleLowerCase().includes(needle),
    );
    return notes.length > 0 ? [{ ...section, notes }] : [];
  });
}

export const countNotes = (sections: Notebook['sections']): number =>
  sections.reduce((sum, section) => sum + section.notes.length, 0);
