/**
 * The custom fonts as protocol messages. `register.ts` registers them with the background. The
 * background only runs the API calls; the file itself goes from the page straight to the upload URL
 * the handshake answers with.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { ApiError } from '../../core/api/api-error';
import type { Credential } from '../../core/auth/credentials';
import {
  batchDeleteCustomFonts,
  createCustomFont,
  FONT_DISPLAYS,
  listCustomFonts,
  replaceCustomFontFile,
  updateCustomFont,
  type CustomFont,
  type FontUpload,
} from '../../core/api/custom-fonts';
import { paginate } from '../../core/api/pagination';
import { deleteInBatches, type DeleteReport } from './batch-delete';
import { fontText } from './messages';

const fontDisplay = z.enum(FONT_DISPLAYS);
const fontFamily = z.string().min(1).max(256);
const weight = z.number().int().min(1).max(1000);
const fileName = z.string().min(1).max(256);
const fileHash = z.string().regex(/^[0-9a-f]{32}$/);
const axes = z
  .array(
    z
      .object({
        tag: z.string().length(4),
        name: z.string().max(64).optional(),
        min: z.number(),
        max: z.number(),
        defaultValue: z.number(),
      })
      .strict(),
  )
  .max(16);
const settings = z
  .object({
    fontFamily: fontFamily.optional(),
    weight: weight.optional(),
    italic: z.boolean().optional(),
    fontDisplay: fontDisplay.optional(),
  })
  .strict();
type Handshake = { customFont: CustomFont; upload: FontUpload };

/** Every font message: `request` is what a page sends, `response` what the background answers. */
export const fontMessages = {
  /** Every live custom font of a site (all pages of the list). */
  listFonts: { request: z.object({ siteId: id }).strict(), response: out<CustomFont[]>() },
  /** Announces a new font; answers where to send its file. 409 → `kind: 'conflict'`. */
  startFontUpload: {
    request: z
      .object({
        siteId: id,
        font: z
          .object({
            fileName,
            fileHash,
            fontFamily,
            weight,
            italic: z.boolean(),
            fontDisplay,
            axes: axes.optional(),
          })
          .strict(),
      })
      .strict(),
    response: out<Handshake>(),
  },
  /** Announces a new file for a font; `axes` is needed when the font has axes. */
  startFontReplace: {
    request: z
      .object({
        siteId: id,
        fontId: id,
        file: z.object({ fileName, fileHash, axes: axes.optional() }).strict(),
      })
      .strict(),
    response: out<Handshake>(),
  },
  updateFont: {
    request: z.object({ siteId: id, fontId: id, settings }).strict(),
    response: out<CustomFont>(),
  },
  /** Deletes fonts in batches of 100; answers each font's outcome. */
  deleteFonts: {
    request: z.object({ siteId: id, fontIds: z.array(id).min(1).max(10_000) }).strict(),
    response: out<DeleteReport>(),
  },
} as const;

type Messages = typeof fontMessages;

/** The background's handlers of `fontMessages`. */
export type FontHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** What the font handlers need from the background. */
export interface FontHandlerDeps {
  /** The signed-in client of a site. */
  clientFor(siteId: string): Promise<ApiClient>;
  /** The kind of credential that client signs with, to name the one a refusal asks for. */
  credentialKind?(siteId: string): Promise<Credential['kind'] | undefined>;
}

/**
 * A service error in the editor's words, keeping its kind so the page can offer a way out: a 409,
 * and a 403 named after the credential it came with (the real service takes custom fonts only
 * from an account sign-in). An OAuth sign-in's missing scope keeps its message, which names it.
 */
function explain(error: unknown, credential: Credential['kind'] | undefined): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.kind === 'conflict') {
    return Object.assign(new Error(fontText.conflict), { kind: 'conflict' });
  }
  if (error.status !== 403) return error;
  if (credential === 'site-key') {
    return Object.assign(new Error(fontText.refusedSiteKey), { kind: error.kind });
  }
  if (credential === 'oauth' && error.kind === 'forbidden') {
    return Object.assign(new Error(fontText.refusedOAuth), { kind: error.kind });
  }
  return error;
}

/** Builds the handlers over the background's per-site clients. */
export function createFontHandlers({ clientFor, credentialKind }: FontHandlerDeps): FontHandlers {
  const explainFor = async (siteId: string, error: unknown) =>
    explain(error, await credentialKind?.(siteId).catch(() => undefined));
  const explained = async <T>(siteId: string, call: (client: ApiClient) => Promise<T>) => {
    try {
      return await call(await clientFor(siteId));
    } catch (error) {
      throw await explainFor(siteId, error);
    }
  };
  return {
    listFonts: ({ siteId }) =>
      explained(siteId, async (client) => {
        const fonts: CustomFont[] = [];
        const pages = paginate(async (offset, limit) => {
          const page = await listCustomFonts(client, siteId, { offset, limit });
          return { items: page.customFonts, pagination: page.pagination ?? undefined };
        });
        for await (const font of pages) fonts.push(font);
        return fonts;
      }),
    startFontUpload: ({ siteId, font }) =>
      explained(siteId, (client) => createCustomFont(client, siteId, font)),
    startFontReplace: ({ siteId, fontId, file }) =>
      explained(siteId, (client) => replaceCustomFontFile(client, siteId, fontId, file)),
    updateFont: ({ siteId, fontId, settings: change }) =>
      explained(siteId, (client) => updateCustomFont(client, siteId, fontId, change)),
    async deleteFonts({ siteId, fontIds }) {
      const client = await clientFor(siteId);
      return deleteInBatches(fontIds, (batch) =>
        batchDeleteCustomFonts(client, siteId, batch).catch(async (error: unknown) => {
          throw await explainFor(siteId, error);
        }),
      );
    },
  };
}

/** A custom font and its upload handshake, as this feature's answers carry them (for views and models). */
export type { CustomFont, FontAxis, FontUpload } from '../../core/api/custom-fonts';
