import { returnPathOf } from './return-path';

const origin = 'http://localhost:3000';

// Each `?redirect=` value as the page reads it (the query already decoded once) → the page to go to
// after login; undefined means the default (the dashboard).
const table: Array<[string | null, string | undefined]> = [
  // Paths on this site, as before.
  ['/course/id/x/detail', '/course/id/x/detail'],
  ['/course?q=react', '/course?q=react'],
  // A full address on this site: the part after the origin.
  ['http://localhost:3000/course/detail/abc?x=1#y', '/course/detail/abc?x=1#y'],
  ['http://localhost:3000/play/abc', '/play/abc'],
  ['http://localhost:3000', '/'],
  ['HTTP://LOCALHOST:3000/play/abc', '/play/abc'],
  // Another origin, however close to this one.
  ['https://evil.example/steal', undefined],
  ['https://localhost:3000/play/abc', undefined],
  ['http://localhost:3001/play/abc', undefined],
  ['http://localhost/play/abc', undefined],
  ['http://localhost:3000.evil.example/play', undefined],
  ['http://localhost:3000@evil.example/play', undefined],
  ['http://evil.example/?next=http://localhost:3000/', undefined],
  // This origin, but a path that browsers read as another host.
  ['http://localhost:3000//evil.example/x', undefined],
  ['http://localhost:3000/\\evil.example', undefined],
  // Host-relative and backslash tricks.
  ['//evil.example', undefined],
  ['/\\evil.example', undefined],
  ['\\\\evil.example', undefined],
  ['\\/evil.example', undefined],
  // Script and data addresses.
  ['javascript:alert(1)', undefined],
  ['JaVaScRiPt:alert(1)', undefined],
  ['data:text/html,<script>alert(1)</script>', undefined],
  // Still encoded after the query's own decoding (sent encoded twice).
  ['%2F%2Fevil.example', undefined],
  ['https%3A%2F%2Fevil.example', undefined],
  ['http%3A%2F%2Flocalhost%3A3000%2Fplay%2Fabc', undefined],
  // Blanks and control characters, which a URL parser would drop silently.
  [' http://localhost:3000/play/abc', undefined],
  ['http://local\thost:3000/play/abc', undefined],
  ['http://localhost:3000/play/abc\n', undefined],
  ['/play/\u0000abc', undefined],
  // Nothing usable.
  ['play/abc', undefined],
  ['', undefined],
  [null, undefined],
];

describe('the login redirect target', () => {
  it.each(table)('reads %j as %j', (redirect, target) => {
    expect(returnPathOf(redirect, '', origin)).toBe(target);
  });

  it('keeps the fragment an unencoded redirect leaves on the login address', () => {
    expect(returnPathOf('http://localhost:3000/course/detail/abc?x=1', '#y', origin)).toBe(
      '/course/detail/abc?x=1#y',
    );
    expect(returnPathOf('/course?x=1', '#y', origin)).toBe('/course?x=1#y');
    // The redirect's own fragment wins, one the path rule refuses is dropped, another origin stays refused.
    expect(returnPathOf('/course#own', '#y', origin)).toBe('/course#own');
    expect(returnPathOf('/course', '#a\\b', origin)).toBe('/course');
    expect(returnPathOf('https://evil.example/', '#y', origin)).toBeUndefined();
  });

  it("decides the origin by the page's own by default", () => {
    expect(returnPathOf(`${window.location.origin}/play/abc`)).toBe('/play/abc');
  });
});
