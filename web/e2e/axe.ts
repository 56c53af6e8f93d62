/**
 * The accessibility check the browser tests make: axe-core's WCAG 2.1 A and AA rules on the
 * page as it stands, failing on every serious or critical violation, listed with the elements
 * it found them on, so the failure says what to fix.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './animations.ts';

interface AxeNode {
  target: string[];
  html: string;
  /** For colour contrast: the colours and ratio axe measured. */
  any?: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let axeSource: Promise<string> | undefined;

/** axe-core's script, read once per test file. */
function axeScript(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * The serious and critical violations on the page. The script runs as the browser's own tools
 * run theirs, outside the page's Content-Security-Policy, which allows no inline script: the
 * page under test keeps the policy it is served with.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are measured as drawn at rest: a panel still fading in blends with what is behind it.
  await animationsSettled(page).catch(() => undefined);
  const alreadyThere = await page.evaluate(() => 'axe' in window);
  if (!alreadyThere) await page.evaluate(await axeScript());
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations as AxeViolation[];
  }, wcag21aa);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line per violation and element: rule, impact, what it asks, where. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const measured = node.any?.find((check) => check.data?.contrastRatio !== undefined)?.data;
      const colours = measured ? ` (${measured.fgColor} on ${measured.bgColor}: ${measured.contrastRatio}:1)` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}${colours} at ${node.target.join(' ')}: ${node.html.slice(0, 160)}`;
    }),
  );
}

/**
 * Fails with every serious or critical violation of WCAG 2.1 A and AA on the page, named by
 * `where`. The test goes on to its next page, so one run lists the faults of all of them.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = describeViolations(await seriousViolations(page));
  if (found.length > 0) console.error(`Accessibility of ${where}:\n  ${found.join('\n  ')}`);
  expect.soft(found, `accessibility of ${where}`).toEqual([]);
}
