/** Reads the built extensions and store zips under `.output/`. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';

/** The two production builds. */
export const BUILDS = {
  chrome: path.resolve('.output/chrome-mv3'),
  firefox: path.resolve('.output/firefox-mv3'),
} as const;

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** The store zips and the reviewers' sources zip. */
export const ZIPS = {
  chrome: path.resolve(`.output/site-companion-${version}-chrome.zip`),
  firefox: path.resolve(`.output/site-companion-${version}-firefox.zip`),
  sources: path.resolve(`.output/site-companion-${version}-sources.zip`),
} as const;

/** A built manifest, parsed. */
export function readManifest(build: keyof typeof BUILDS): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(BUILDS[build], 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** Every file of a build directory as [relative path, text]. */
export function buildFiles(dir: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push([path.relative(dir, full), readFileSync(full, 'latin1')]);
    }
  };
  walk(dir);
  return out;
}

/** Every entry of a zip as [name, text]. */
export function zipFiles(zip: string): [string, string][] {
  return new AdmZip(zip)
    .getEntries()
    .filter((e) => !e.isDirectory)
    .map((e) => [e.entryName, e.getData().toString('latin1')]);
}
