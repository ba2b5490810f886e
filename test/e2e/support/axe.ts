/**
 * axe-core in the extension's pages. The pages' content security policy forbids inline scripts,
 * so the library's source is evaluated through the automation protocol, which the policy does not
 * govern.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { PageDriver } from './driver';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The impacts that fail a check. */
export const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** One failing rule, in a form that reads well in a test report. */
export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

/** Runs axe over the whole document in `page` (injecting it once); answers serious and critical violations. */
export async function axeViolations(page: PageDriver): Promise<Violation[]> {
  const present = await page.evaluate(() => 'axe' in window, undefined);
  if (!present) await page.addScript(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  const violations = await page.evaluate(
    async (opts) =>
      (
        await (
          window as unknown as { axe: { run(c: Document, o: unknown): Promise<AxeResults> } }
        ).axe.run(document, opts)
      ).violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? undefined,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(' > '),
          summary: n.failureSummary ?? '',
        })),
      })),
    options,
  );
  return violations.filter((v) => v.impact && BLOCKING.includes(v.impact));
}

/** Formats violations as `[impact] rule: help` with each failing element and why. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
}
