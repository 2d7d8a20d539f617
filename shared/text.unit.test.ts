import { normaliseText, showableLine, TEXT_MSG, textProblem } from './text';

describe('the text rule', () => {
  it.each([
    ['a right-to-left override', 'Read this \u202Eecnetnes'],
    ['a left-to-right override', 'Read \u202Dthis'],
    ['a right-to-left embedding', 'Read \u202Bthis'],
    ['a pop of directional formatting', 'Read this\u202C now'],
    ['a first-strong isolate', 'Read \u2068this\u2069 now'],
    ['a left-to-right isolate', 'Read \u2066this now'],
    ['a right-to-left mark', 'Read\u200F this'],
    ['a left-to-right mark', 'Read\u200E this'],
    ['an Arabic letter mark', 'مرحبا\u061C بالعالم'],
    ['a zero-width space', 'Read\u200Bthis'],
    ['a word joiner', 'Read\u2060this'],
    ['an invisible times', 'a\u2062b'],
    ['a byte order mark inside', 'Read\uFEFFthis'],
    ['a soft hyphen', 'Read\u00ADthis'],
    ['a lone zero-width joiner', 'Read \u200D this'],
    ['a zero-width joiner at the end', 'Read this\u200D'],
    ['a run of zero-width joiners', 'Read\u200D\u200Dthis'],
    ['a zero-width non-joiner next to a space', 'Read \u200Cthis'],
    ['only zero-width joiners', '\u200D\u200D\u200D'],
    ['a variation selector with nothing to vary', 'Read \uFE0F this'],
    ['a run of variation selectors after an emoji', 'Hi 😀\uFE0F\uFE0F\u{E0100}\u{E0101}'],
    ['tags that spell hidden text', 'Hi\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}'],
    ['a NUL', 'Read\u0000this'],
    ['a bell', 'Read\u0007this'],
    ['an escape', 'Read\u001B[31mthis'],
    ['a delete', 'Read\u007Fthis'],
    ['a C1 control', 'Read\u0085this'],
    ['a line separator', 'Read\u2028this'],
    ['a paragraph separator', 'Read\u2029this'],
    ['a private-use character', 'Read \uE000 this'],
    ['a lone surrogate', 'Read \uD800 this'],
    ['Hangul fillers, which show as nothing', '\u3164\u3164\u3164'],
    ['only combining accents', '\u0301\u0301\u0301'],
  ])('refuses text with %s, on one line or many', (_what, text) => {
    expect(textProblem(text)).toBe(TEXT_MSG);
    expect(textProblem(text, { multiline: true })).toBe(TEXT_MSG);
  });

  it.each([
    ['a line break', 'Read\nthis'],
    ['a Windows line break', 'Read\r\nthis'],
    ['a carriage return', 'Read\rthis'],
    ['a tab', 'Read\tthis'],
  ])('keeps %s only in a text of many lines', (_what, text) => {
    expect(textProblem(text)).toBe(TEXT_MSG);
    expect(textProblem(text, { multiline: true })).toBeNull();
  });

  it.each([
    ['Hindi', 'नमस्ते, मुझे पायथन सीखना है।'],
    ['Hindi with a joiner (eyelash ra)', 'र\u094D\u200Dय'],
    ['Arabic', 'مرحبا، أريد أن أتعلم البرمجة'],
    ['Persian, with a zero-width non-joiner inside a word', 'می\u200Cخواهم یاد بگیرم'],
    ['Hebrew', 'שלום, אני רוצה ללמוד'],
    ['Sinhala, whose "Sri" has a joiner', 'ශ\u0DCA\u200Dර\u0DD3 ලංකා'],
    ['Chinese', '我想学习编程'],
    ['Japanese', 'プログラミングを学びたい'],
    ['Korean', '프로그래밍을 배우고 싶어요'],
    ['Thai', 'ฉันอยากเรียนเขียนโปรแกรม'],
    ['Tamil', 'நான் நிரலாக்கம் கற்க விரும்புகிறேன்'],
    ['accented Latin', 'José Núñez, Zoë Ångström'],
    ['an emoji with a skin tone', 'Thanks 👍🏽'],
    ['a ZWJ emoji', 'I code \u{1F469}\u200D\u{1F4BB}'],
    ['a ZWJ emoji with a skin tone', '👩🏽‍💻 at work'],
    ['a family emoji', '👨‍👩‍👧‍👦'],
    ['a ZWJ emoji with a variation selector', 'Love it ❤️‍🔥 🏳️‍🌈 🏳️‍⚧️ 👁️‍🗨️'],
    ['keycaps and a presentation selector', '#️⃣ 1️⃣ ©️ ‼️'],
    ['country flags', '🇮🇳 🇧🇷 🇯🇵'],
    ['the flags of England, Scotland and Wales', '🏴󠁧󠁢󠁥󠁮󠁧󠁿 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏴󠁧󠁢󠁷󠁬󠁳󠁿'],
    ['an ideographic variation sequence', '葛\u{E0100}城'],
    ['code with punctuation', 'print("hi") # 3 > 2 && x != y'],
  ])('accepts %s', (_what, text) => {
    expect(textProblem(text)).toBeNull();
    expect(textProblem(text, { multiline: true })).toBeNull();
  });

  it('accepts an empty text (whether a field may be empty is the field’s rule)', () => {
    expect(textProblem('')).toBeNull();
    expect(textProblem('   ')).toBeNull();
  });

  it('stores NFC, trimmed, with line ends as \\n in a text of many lines', () => {
    expect(normaliseText('  Rene\u0301e  ')).toBe('Ren\u00E9e');
    expect(normaliseText('\r\n one\r\ntwo\rthree\n\n', { multiline: true })).toBe('one\ntwo\nthree');
    expect(normaliseText('one\r\ntwo')).toBe('one\r\ntwo');
  });
});

describe('text from elsewhere made to fit the rule', () => {
  it.each([
    ['keeps text that passes', 'Lecture 1 — Introducción 👩🏽‍💻', 'Lecture 1 — Introducción 👩🏽‍💻'],
    ['joins lines and tabs into one line', ' Part 1\n\tBasics\r\n', 'Part 1 Basics'],
    ['drops a right-to-left override', 'Read this \u202Eecnetnes', 'Read this ecnetnes'],
    ['drops zero-width spaces and marks', 'Re\u200Bad\u200F this', 'Read this'],
    ['drops a lone joiner but keeps one between letters', 'می\u200Cخواهم \u200D', 'می\u200Cخواهم'],
    ['drops control characters', 'Read\u0000\u001B[31mthis', 'Read[31mthis'],
    ['answers nothing when nothing shows', '\u200B\u3164\u0301', ''],
  ])('%s', (_what, text, line) => {
    expect(showableLine(text)).toBe(line);
    expect(textProblem(showableLine(text))).toBeNull();
  });
});
