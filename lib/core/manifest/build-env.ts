/**
 * The environment a build sees, read the way WXT 0.20 reads it (`wxt/dist/core/utils/env.mjs`):
 * `.env`, `.env.local`, `.env.<mode>`, `.env.<mode>.local`, `.env.<browser>`,
 * `.env.<browser>.local`, `.env.<mode>.<browser>`, `.env.<mode>.<browser>.local`, later files
 * winning, and the process environment over all of them. Node only.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** The files WXT reads for `mode` and `browser`, in order. */
export function envFiles(mode: string, browser: string): string[] {
  return [
    '.env',
    '.env.local',
    `.env.${mode}`,
    `.env.${mode}.local`,
    `.env.${browser}`,
    `.env.${browser}.local`,
    `.env.${mode}.${browser}`,
    `.env.${mode}.${browser}.local`,
  ];
}

/** The variables a build in `mode` for `browser` gets, from the files in `root` and `processEnv`. */
export function buildEnv(options: {
  mode: string;
  browser: string;
  root: string;
  processEnv: Record<string, string | undefined>;
}): Record<string, string | undefined> {
  const fromFiles = envFiles(options.mode, options.browser).flatMap((file) => {
    const full = path.join(options.root, file);
    return existsSync(full) ? Object.entries(parseEnv(readFileSync(full, 'utf8'))) : [];
  });
  const env: Record<string, string | undefined> = Object.fromEntries(fromFiles);
  // dotenv-expand, as WXT runs it, keeps a non-empty process value over the files' value.
  for (const [name, value] of Object.entries(options.processEnv)) {
    if (value) env[name] = value;
  }
  return env;
}
