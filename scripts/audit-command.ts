/**
 * The Node arguments `npm run audit` starts the CLI with, read from `package.json`'s `audit`
 * script, so that the tests and the bench run the CLI exactly as a team's pipeline does (its heap
 * limit included: see README, "Known limits").
 * @module
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const packageSchema = z.object({ scripts: z.object({ audit: z.string() }) });

/** `package.json`'s `audit` script split into Node's arguments (without `node` itself). */
export function auditNodeArgs(packageJsonPath: string): string[] {
  const pkg = packageSchema.parse(JSON.parse(readFileSync(packageJsonPath, 'utf8')));
  const [command, ...args] = pkg.scripts.audit.split(/\s+/).filter(Boolean);
  if (command !== 'node')
    throw new Error(`the audit script does not start with node: ${pkg.scripts.audit}`);
  return args;
}
