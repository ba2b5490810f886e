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
    ['components/x.tsx', "import { listPages } from '../lib/api/pages';"],
    ['components/x.tsx', "import type { Page } from '../lib/api/pages';"],
    ['components/panel/x.tsx', "import type { AccountView } from '../../lib/auth/credentials';"],
    ['components/x.tsx', "import { ApiError } from '@/lib/api';"],
    ['components/x.tsx', "export type { Page } from '../lib/api/pages';"],
    ['lib/models/x.ts', "import type { Page } from '../api/pages';"],
    ['lib/models/x.ts', "import { createSession } from '../auth/session';"],
    ['lib/models/x.ts', "import type { Asset } from '@/lib/api/assets';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const messages = await importMessages(`${code}\n`, filePath);
    expect(messages.join('\n')).toContain('through lib/messaging');
  });

  it.each([
    ['components/x.tsx', "import type { Page } from '../lib/messaging/protocol';"],
    ['components/x.tsx', "import { assetText } from '../lib/assets/messages';"],
    ['lib/models/x.ts', "import type { Asset } from '../messaging/protocol';"],
    ['lib/background/x.ts', "import { listPages } from '../api/pages';"],
    ['lib/fonts/x.ts', "import type { CustomFont } from '../api/custom-fonts';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importMessages(`${code}\n`, filePath)).toEqual([]);
  });
});
