// The accessibility check of the e2e tests: axe's serious and critical violations of a page,
// one line each (an empty list passes). A game studio's frame is its own page: left out.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
