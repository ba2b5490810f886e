import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the import rule for `code` linted as if it were the file at `filePath`. */
async function importMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('views and models reach the service only through messages', () => {
  it.each([
    ['components/x.tsx', "import { listPages } from '../lib/core/api/pages';"],
    ['components/x.tsx', "import type { Page } from '../lib/core/api/pages';"],
    [
      'components/schema/x.tsx',
      "import type { AccountView } from '../../lib/core/auth/credentials';",
    ],
    ['components/x.tsx', "import { ApiError } from '@/lib/core/api';"],
    ['components/x.tsx', "export type { Page } from '../lib/core/api/pages';"],
    ['lib/features/schema/model/x.ts', "import type { Page } from '../../../core/api/pages';"],
    ['lib/features/site/model/x.ts', "import { createSession } from '@/lib/core/auth/session';"],
    ['lib/features/assets/model/x.ts', "import type { Asset } from '@/lib/core/api/assets';"],
    ['lib/app/model/x.ts', "import { createSession } from '../../core/auth/session';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('through lib/core/messaging');
  });

  it.each([
    ['components/x.tsx', "import type { Page } from '../lib/app/protocol';"],
    ['components/x.tsx', "import { assetText } from '../lib/features/assets/messages';"],
    ['lib/features/assets/model/x.ts', "import type { Asset } from '../register';"],
    ['lib/app/x.ts', "import { listPages } from '../core/api/pages';"],
    ['lib/features/fonts/x.ts', "import type { CustomFont } from '../../core/api/custom-fonts';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importMessages(`${code}\n`, filePath)).toEqual([]);
  });
});

describe('the emulator and the broker stand alone', () => {
  it.each([
    ['emulator/routes/x.ts', "import { ApiError } from '../../lib/core/api/api-error';"],
    ['emulator/x.ts', "import type { Page } from '@/lib/core/api/pages';"],
    ['broker/x.ts', "import { t } from '../lib/core/i18n/t';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('import nothing from lib/');
  });

  it('lets the emulator import its own modules', async () => {
    expect(
      await importMessages("import { createRng } from '../ids';\n", 'emulator/seed/x.ts'),
    ).toEqual([]);
  });
});

describe('the shared machinery imports no feature', () => {
  it.each([
    [
      'lib/core/drafts/x.ts',
      "import { pageUpdateFromSend } from '../../features/metadata/metadata-form';",
    ],
    ['lib/core/api/x.ts', "import type { SiteAudit } from '@/lib/features/site/audit-types';"],
    ['lib/core/locate/x.ts', "export { itemView } from '../../features/collections/item-view';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('lib/core/ imports no feature');
  });

  it.each([
    ['lib/core/messaging/x.ts', "import { protocol } from '../../app/protocol';"],
    ['lib/core/storage/x.ts', "import type { Protocol } from '@/lib/app/protocol';"],
  ])('%s: %s (the composition root) is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('lib/core/ imports nothing from the composition root');
  });

  it.each([
    ['lib/core/drafts/x.ts', "import { getPage } from '../api/pages';"],
    ['lib/app/x.ts', "import { pageUpdateFromSend } from '../features/metadata/metadata-form';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importMessages(`${code}\n`, filePath)).toEqual([]);
  });
});

describe('the checker imports nothing outside itself', () => {
  it.each([
    ['lib/jsonld/x.ts', "import { t } from '../core/i18n/t';"],
    ['lib/jsonld/x.ts', "import type { MessageKey } from '@/lib/core/i18n/t';"],
    ['lib/jsonld/starters/x.ts', "import { readPageSchema } from '../../features/schema';"],
    ['lib/jsonld/vocab/x.ts', "import english from '../../../public/_locales/en/messages.json';"],
    ['lib/jsonld/x.ts', "export { protocol } from '../app/protocol';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('lib/jsonld/ imports nothing outside itself');
  });

  it.each([
    ['lib/jsonld/x.ts', "import { t } from './text';"],
    ['lib/jsonld/starters/x.ts', "import { t } from '../text/text';"],
    ['lib/jsonld/vocab/x.ts', "import type { Vocabulary } from '../vocabulary';"],
    ['lib/jsonld/x.ts', "import { z } from 'zod';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importMessages(`${code}\n`, filePath)).toEqual([]);
  });
});

/** The messages of the house rule `rule` for `code` linted as if it were the file at `filePath`. */
async function houseMessages(rule: string, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === `house/${rule}`).map((m) => m.message);
}

describe('everything outside the checker imports it through lib/jsonld/index.ts', () => {
  it.each([
    ['lib/features/site/x.ts', "import { walk } from '../../jsonld/source/walk';"],
    ['components/schema/x.tsx', "import { formatRuleDate } from '../../lib/jsonld/rich/dates';"],
    ['lib/app/model/x.ts', "export const load = () => import('../../jsonld/starters');"],
    ['scripts/x.ts', "export { measure } from '../lib/jsonld/check/limits';"],
    ['bench/x.ts', "import type { Diagnostic } from '@/lib/jsonld/types';"],
    ['test/unit/features/x.test.ts', "import { t } from '~/lib/jsonld/text/text';"],
    ['lib/features/menus/x.ts', "import { STARTERS } from '../../jsonld/starters/index';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await houseMessages('checker-through-index', `${code}\n`, filePath);
    expect(messages.join('\n')).toContain('only through lib/jsonld/index.ts');
  });

  it.each([
    ['lib/features/site/x.ts', "import { walk } from '../../jsonld';"],
    ['components/schema/x.tsx', "import { formatRuleDate } from '@/lib/jsonld/index';"],
    ['lib/jsonld/rich/x.ts', "import { walk } from '../source/walk';"],
    ['test/unit/jsonld/source/x.test.ts', "import { walk } from '@/lib/jsonld/source/walk';"],
    ['test/unit/features/x.test.ts', "import { cases } from '../jsonld/helpers';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await houseMessages('checker-through-index', `${code}\n`, filePath)).toEqual([]);
  });

  it('refuses import() of the surface itself: its chunk would hold every name', async () => {
    const messages = await houseMessages(
      'checker-through-index',
      "export const load = () => import('../../jsonld');\n",
      'lib/app/model/x.ts',
    );
    expect(messages.join('\n')).toContain('through its loaders');
  });
});

describe('a feature imports nothing from the composition root', () => {
  it.each([
    ['lib/features/assets/model/x.ts', "import type { Asset } from '../../../app/protocol';"],
    ['lib/features/site/x.ts', "import { siteAuditItem } from '../../app/stored-items';"],
    ['lib/features/menus/x.ts', "const items = () => import('../../app/stored-items');"],
    [
      'lib/features/collections/model/x.ts',
      "import type { LocationModel } from '@/lib/app/model/x';",
    ],
    ['lib/features/bulk/changes/x.ts', "export { features } from '../../../app/features';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await houseMessages('feature-not-root', `${code}\n`, filePath);
    expect(messages.join('\n')).toContain('imports nothing from lib/app/');
  });

  it.each([
    ['lib/features/site/x.ts', "import { siteAuditItem } from './audit-store';"],
    [
      'lib/features/collections/model/x.ts',
      "import type { LocationModel } from '../../../core/model/location-model';",
    ],
    ['lib/app/x.ts', "import { siteAuditItem } from '../features/site/audit-store';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await houseMessages('feature-not-root', `${code}\n`, filePath)).toEqual([]);
  });
});

describe('nothing the extension bundles imports a Node module', () => {
  it.each([
    ['lib/features/site/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['lib/core/storage/x.ts', "import path from 'path';"],
    ['components/site/x.tsx', "const os = await import('node:os');"],
    ['entrypoints/background.ts', "export { spawn } from 'child_process';"],
    ['lib/jsonld/x.ts', "import { createHash } from 'node:crypto';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await houseMessages('no-node-in-extension', `${code}\n`, filePath);
    expect(messages.join('\n')).toContain('put Node-only code in lib/cli/');
  });

  it.each([
    ['lib/cli/audit/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['lib/cli/jsonld/x.ts', "import path from 'node:path';"],
    ['lib/features/site/x.ts', "import { z } from 'zod';"],
    ['scripts/x.ts', "import { spawnSync } from 'node:child_process';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await houseMessages('no-node-in-extension', `${code}\n`, filePath)).toEqual([]);
  });
});

describe('a feature imports another only through its index.ts', () => {
  it.each([
    ['lib/features/bulk/x.ts', "import { cellKey } from '../site/cell';"],
    ['lib/features/bulk/changes/x.ts', "import type { CellRef } from '../../site/cell';"],
    ['lib/features/live-site/model/x.ts', "import { cellKey } from '../../site/cell';"],
    ['lib/features/site/x.ts', "export { readPageSchema } from '../schema/page-schema';"],
    ['lib/features/menus/x.ts', "import { createBulkModel } from '../bulk/model/bulk-model';"],
    ['lib/features/site/x.ts', "import { readLiveTab } from '../page-compare/background/x';"],
    ['lib/features/bulk/x.ts', "import type { SiteAudit } from '@/lib/features/site/audit-types';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('only through its index.ts');
  });

  it.each([
    ['lib/features/bulk/x.ts', "import { cellKey } from '../site';"],
    ['lib/features/bulk/x.ts', "import { cellKey } from '../site/index';"],
    ['lib/features/bulk/changes/x.ts', "import type { CellRef } from '../../site';"],
    ['lib/features/live-site/model/x.ts', "import type { SiteModel } from '../../site/model';"],
    ['lib/features/bulk/x.ts', "import type { SiteAudit } from '@/lib/features/site';"],
    ['lib/features/bulk/x.ts', "import { readPageSchema } from '../schema/background';"],
    ['lib/features/site/x.ts', "import { cellKey } from './cell';"],
    ['lib/features/site/model/x.ts', "import { cellKey } from '../cell';"],
    ['lib/features/schema/editor/x.ts', "import { readPageSchema } from '../page-schema';"],
    ['lib/features/site/x.ts', "import { t } from '../../core/i18n/t';"],
    ['lib/app/x.ts', "import { siteFeature } from '../features/site/register';"],
    ['components/schema/x.tsx', "import { cellKey } from '../../lib/features/site/cell';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importMessages(`${code}\n`, filePath)).toEqual([]);
  });

  it("keeps the models' own rule in a feature's model folder", async () => {
    const messages = await importMessages(
      "import { listPages } from '../../../core/api/pages';\n",
      'lib/features/site/model/x.ts',
    );
    expect(messages.join('\n')).toContain('through lib/core/messaging');
  });
});
