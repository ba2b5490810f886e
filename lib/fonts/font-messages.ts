/**
 * The custom fonts as protocol messages. Spread `fontMessages` into the protocol map and
 * `createFontHandlers(...)` into the handlers. The background only runs the API calls; the file
 * itself goes from the page straight to the upload URL the handshake answers with.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import {
  batchDeleteCustomFonts,
  createCustomFont,
  FONT_DISPLAYS,
  listCustomFonts,
  replaceCustomFontFile,
  updateCustomFont,
  type CustomFont,
  type FontUpload,
} from '../api/custom-fonts';
import { paginate } from '../api/pagination';
import { deleteInBatches, type DeleteReport } from './batch-delete';
import { fontText } from './messages';

const id = z.string().min(1).max(64);
const out = <T>() => z.custom<T>(() => true);
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

/** A 409 in the editor's words, keeping its kind so the page can offer a way out. */
async function explainConflict<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'conflict') {
      throw Object.assign(new Error(fontText.conflict), { kind: 'conflict' });
    }
    throw error;
  }
}

/** Builds the handlers; `clientFor` answers the signed-in client of a site. */
export function createFontHandlers({
  clientFor,
}: {
  clientFor: (siteId: string) => Promise<ApiClient>;
}): FontHandlers {
  return {
    async listFonts({ siteId }) {
      const client = await clientFor(siteId);
      const fonts: CustomFont[] = [];
      const pages = paginate(async (offset, limit) => {
        const page = await listCustomFonts(client, siteId, { offset, limit });
        return { items: page.customFonts, pagination: page.pagination ?? undefined };
      });
      for await (const font of pages) fonts.push(font);
      return fonts;
    },
    async startFontUpload({ siteId, font }) {
      return explainConflict(createCustomFont(await clientFor(siteId), siteId, font));
    },
    async startFontReplace({ siteId, fontId, file }) {
      return replaceCustomFontFile(await clientFor(siteId), siteId, fontId, file);
    },
    async updateFont({ siteId, fontId, settings: change }) {
      return explainConflict(updateCustomFont(await clientFor(siteId), siteId, fontId, change));
    },
    async deleteFonts({ siteId, fontIds }) {
      const client = await clientFor(siteId);
      return deleteInBatches(fontIds, (batch) => batchDeleteCustomFonts(client, siteId, batch));
    },
  };
}
