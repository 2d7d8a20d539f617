/**
 * axe-core run in the page itself. `@axe-core/playwright` analyses each frame apart and then opens
 * a new blank page to put the results together: a renderer started for every check. Measured on the
 * home page, its `analyze()` took 2.2 s against 0.3 s for `axe.run` in a page that already holds
 * axe, and three times the page's CPU. The browser tests call axe some hundred times a run.
 *
 * Frames are left out: the only one the app shows is the video provider's player, which is not ours
 * to check, and axe would otherwise wait for an answer from a frame it was never injected into.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

let source: string | undefined;
const axeSource = (): string => {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
};

export interface A11yScope {
  /** Only these rules (all if not given). */
  rules?: string[];
  /** A part of the page left out, by CSS selector. */
  exclude?: string;
}

export interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** axe's violations on the page as it is now; axe is injected once per document. */
export async function axeViolations(page: Page, { rules, exclude }: A11yScope): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource());
  return page.evaluate(
    async ({ rules, exclude }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      };
      const results = await axe.run(exclude ? { exclude: [exclude] } : document, {
        // Only violations are wanted; skipping the details of passes makes a run several times faster.
        resultTypes: ['violations'],
        iframes: false,
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { rules, exclude },
  );
}
