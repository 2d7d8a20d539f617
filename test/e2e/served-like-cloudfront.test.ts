/**
 * The production build as a browser receives it from the local gateway: compressed, cached and with
 * the security headers, as from CloudFront, the pages rendered at build time included, and without
 * source maps.
 *
 * Width: 1280 px; what is sent and how does not depend on the width.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'playwright-core';
import { CACHE_CONTROL, securityHeaders } from '../../infra/constructs/site-headers';
import { startAppForFile, withPage } from '../support/browser';
import { playerOrigin } from '../support/video-provider';

jest.setTimeout(60_000);

const app = startAppForFile();
const DIST = join(__dirname, '..', '..', 'web', 'dist');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

it('ships no source maps: no .map files and no reference to one', () => {
  const files = filesUnder(DIST);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const referencing = files
    .filter((file) => /\.(js|css)$/.test(file))
    .filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL'));
  expect(referencing).toEqual([]);
});

it.each([
  ['/', 'the home page'],
  ['/course', 'the catalogue'],
])(
  'loads %s (%s) as its prerendered page compressed with brotli and revalidated, its code cached for a year',
  (path) =>
    withPage(app, { viewport: 'desktop' }, async ({ page }) => {
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).host === new URL(app.url).host) responses.push(response);
      });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      const document = responses.find((r) => new URL(r.url()).pathname === path)!;
      const documentHeaders = await document.allHeaders();
      // The page rendered at build time (its route data is in it), not the empty shell.
      expect(await document.text()).toContain('id="route-data"');
      expect(documentHeaders['content-encoding']).toBe('br');
      expect(documentHeaders['cache-control']).toBe(CACHE_CONTROL.page);
      // The test stack's policy also lets the page embed its local video provider's player.
      for (const [name, value] of Object.entries(securityHeaders(undefined, playerOrigin())))
        expect(documentHeaders[name]).toBe(value);

      const code = responses.filter((r) => /^\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname));
      expect(code.length).toBeGreaterThan(3);
      let onTheWire = 0;
      let unpacked = 0;
      for (const response of code) {
        const headers = await response.allHeaders();
        const size = (await response.body()).length;
        // Like CloudFront, files under 1,000 bytes go as they are.
        expect({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        }).toEqual({
          url: response.url(),
          encoding: size >= 1_000 ? 'br' : undefined,
          cache: CACHE_CONTROL.hashedAsset,
        });
        onTheWire += (await response.request().sizes()).responseBodySize;
        unpacked += size;
      }
      // Brotli takes JavaScript and CSS to well under a third of their size.
      expect(onTheWire).toBeLessThan(unpacked / 3);
    }),
);
