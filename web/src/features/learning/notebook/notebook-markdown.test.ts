import type { Note } from '@shared/types';
import { escapeMarkdown, notebookFileName, noteLine } from './notebook-markdown';

const note = (content: string, extra: Partial<Note> = {}): Note => ({
  _id: 'n',
  title: 'T',
  content,
  lessonId: 'l',
  createdAt: '',
  ...extra,
});

describe('notes as Markdown', () => {
  it.each([
    ['a link', '[click](https://x.example)', '\\[click\\]\\(https\\://x.example\\)'],
    ['an image', '![a](b.png)', '\\!\\[a\\]\\(b.png\\)'],
    ['HTML', '<script>alert(1)</script>', '\\<script\\>alert\\(1\\)\\</script\\>'],
    ['an autolink', '<https://x.example>', '\\<https\\://x.example\\>'],
    ['a bare address', 'see www.x.example', 'see www\\.x.example'],
    ['an e-mail address', 'me@x.example', 'me\\@x.example'],
    ['an entity', '&lt;b&gt;', '\\&lt;b\\&gt;'],
    ['emphasis and code', '*a* _b_ `c` ~~d~~', '\\*a\\* \\_b\\_ \\`c\\` \\~\\~d\\~\\~'],
    ['a heading', '# Title', '\\# Title'],
  ])('keeps %s as plain text', (_name, text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });

  it('keeps further lines of a note inside its item, never as a new block', () => {
    expect(noteLine(note('one\n1. two\n+ three\n\n> four\n===', { position: 9 }))).toBe(
      ['- [0:09] **T** — one', '  1\\. two', '  \\+ three', '', '  \\> four', '  \\==='].join('\n'),
    );
  });

  it('keeps a title on its line', () => {
    expect(noteLine(note('x', { title: 'a\n# b' }))).toBe('- **a \\# b** — x');
  });

  it('names the file after the course, falling back to its id', () => {
    expect(notebookFileName({ _id: 'c1', name: 'Café & Crème: Basics!', creator: '' })).toBe(
      'cafe-creme-basics-notes.md',
    );
    expect(notebookFileName({ _id: 'c1', name: 'हिंदी', creator: '' })).toBe('c1-notes.md');
  });
});
