import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { paginate } from '../assets/listing';
import { resolveHosted } from '../assets/views';
import {
  FORMAT_CONTENT_TYPES,
  axesAfterReplace,
  batchDeleteBody,
  createFontBody,
  fontIdentity,
  formatOfFileName,
  replaceFontFileBody,
  updateFontBody,
} from '../fonts/metadata';
import { requireScopes } from '../http/auth';
import { ServiceError, conflict, notFound, validationError } from '../http/errors';
import { issueDetails, objectIdParam, readJson } from '../http/validate';
import { newObjectId } from '../ids';
import { forgetUploadsFor, issueUpload } from '../object-store/uploads';
import type { CustomFont, Site } from '../world-types';
import { aliases, pageQuery, requestOrigin, siteParam } from './site-scope';

function fontView(font: CustomFont, origin: string) {
  return {
    id: font.id,
    fontFamily: font.fontFamily,
    format: font.format,
    fileName: font.fileName,
    weight: font.weight,
    italic: font.italic,
    fontDisplay: font.fontDisplay,
    axes: font.axes,
    hostedUrl: resolveHosted(font.hostedUrl, origin),
  };
}

/** Validates a font body; axis problems carry the real service's `fontMetadata.axes` prefix. */
async function readFontBody<S extends z.ZodType>(
  c: Context<EmulatorEnv>,
  schema: S,
): Promise<z.infer<S>> {
  const raw: unknown = await readJson(c, z.unknown());
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const details = issueDetails(result.error);
  const axisIssue = result.error.issues.find((i) => i.path[0] === 'axes');
  if (axisIssue) {
    const where = axisIssue.path.slice(1).map(String).join('.');
    throw new ServiceError(
      400,
      'bad_request',
      `fontMetadata.axes${where ? `.${where}` : ''}: ${axisIssue.message}`,
      details,
    );
  }
  throw validationError('Invalid body', details);
}

/**
 * Custom fonts: the seven endpoints. Create and replace-file answer 202 with an upload the
 * emulated object store must receive before the font (or its new file) is live; only live fonts
 * are listed. A site holds one font per family (case-insensitive), weight and style: 409 otherwise.
 */
export function customFontRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;
  const fontsOf = (site: Site) =>
    Object.values(world().customFonts).filter((f) => f.siteId === site.id);
  const fontParam = (c: Context<EmulatorEnv>, site: Site): CustomFont => {
    const id = objectIdParam(c.req.param('fontId'), 'custom font');
    const font = world().customFonts[id];
    if (!font || font.siteId !== site.id) throw notFound('custom font');
    return font;
  };
  const assertUnique = (site: Site, candidate: CustomFont) => {
    const identity = fontIdentity(candidate);
    if (fontsOf(site).some((f) => f.id !== candidate.id && fontIdentity(f) === identity)) {
      throw conflict();
    }
  };

  app.on('GET', aliases.site('/custom_fonts'), (c) => {
    requireScopes(c, 'sites:read');
    const site = siteParam(c, ctx);
    const { items, pagination } = paginate(
      fontsOf(site).filter((f) => f.status === 'live'),
      pageQuery(c),
    );
    const origin = requestOrigin(c);
    return c.json({ customFonts: items.map((f) => fontView(f, origin)), pagination });
  });

  app.on('POST', aliases.site('/custom_fonts/batchDelete'), async (c) => {
    requireScopes(c, 'sites:write');
    const site = siteParam(c, ctx);
    const { items } = await readFontBody(c, batchDeleteBody);
    const deleted: { id: string }[] = [];
    const failed: { id: string; name: string; msg: string }[] = [];
    for (const { id } of items) {
      const font = world().customFonts[id];
      if (!font || font.siteId !== site.id) {
        failed.push({ id, name: 'NotFound', msg: `Custom font ${id} not found` });
        continue;
      }
      delete world().customFonts[id];
      forgetUploadsFor(ctx, id);
      deleted.push({ id });
    }
    if (deleted.length > 0) c.set('applied', true);
    return c.json({ deleted, failed });
  });

  app.on('POST', aliases.site('/custom_fonts'), async (c) => {
    requireScopes(c, 'sites:write');
    const site = siteParam(c, ctx);
    const body = await readFontBody(c, createFontBody);
    const format = formatOfFileName(body.fileName);
    if (format === null) throw validationError('fileName has an unsupported extension');
    const now = ctx.clock.iso();
    const font: CustomFont = {
      id: newObjectId(),
      siteId: site.id,
      fontFamily: body.fontFamily,
      format,
      fileName: body.fileName,
      weight: body.weight,
      italic: body.italic,
      fontDisplay: body.fontDisplay,
      axes: body.axes ?? [],
      hostedUrl: '',
      fileHash: body.fileHash,
      status: 'pending',
      createdOn: now,
      lastUpdated: now,
    };
    assertUnique(site, font);
    const upload = issueUpload(ctx, requestOrigin(c), {
      kind: 'font',
      targetId: font.id,
      siteId: site.id,
      fileName: body.fileName,
      fileHash: body.fileHash,
      contentType: FORMAT_CONTENT_TYPES[format],
    });
    font.hostedUrl = `/__emulator/object-store/files/${upload.key}`;
    world().customFonts[font.id] = font;
    c.set('applied', true);
    return c.json(
      { customFont: fontView(font, requestOrigin(c)), upload: uploadView(upload) },
      202,
    );
  });

  app.on('GET', aliases.site('/custom_fonts/:fontId'), (c) => {
    requireScopes(c, 'sites:read');
    const site = siteParam(c, ctx);
    return c.json({ customFont: fontView(fontParam(c, site), requestOrigin(c)) });
  });

  app.on('PATCH', aliases.site('/custom_fonts/:fontId'), async (c) => {
    requireScopes(c, 'sites:write');
    const site = siteParam(c, ctx);
    const font = fontParam(c, site);
    const body = await readFontBody(c, updateFontBody);
    const next: CustomFont = {
      ...font,
      fontFamily: body.fontFamily ?? font.fontFamily,
      weight: body.weight ?? font.weight,
      italic: body.italic ?? font.italic,
      fontDisplay: body.fontDisplay ?? font.fontDisplay,
      lastUpdated: ctx.clock.iso(),
    };
    assertUnique(site, next);
    world().customFonts[font.id] = next;
    c.set('applied', true);
    return c.json({ customFont: fontView(next, requestOrigin(c)) });
  });

  app.on('PUT', aliases.site('/custom_fonts/:fontId/file'), async (c) => {
    requireScopes(c, 'sites:write');
    const site = siteParam(c, ctx);
    const font = fontParam(c, site);
    const body = await readFontBody(c, replaceFontFileBody);
    const axes = axesAfterReplace(font.axes, body.axes);
    if (axes === null) {
      throw new ServiceError(
        400,
        'bad_request',
        'fontMetadata.axes: required when the existing font has axes; send [] for a static file',
      );
    }
    const format = formatOfFileName(body.fileName);
    if (format === null) throw validationError('fileName has an unsupported extension');
    forgetUploadsFor(ctx, font.id);
    const upload = issueUpload(ctx, requestOrigin(c), {
      kind: 'font-file',
      targetId: font.id,
      siteId: site.id,
      fileName: body.fileName,
      fileHash: body.fileHash,
      contentType: FORMAT_CONTENT_TYPES[format],
      replacement: { fileName: body.fileName, axes },
    });
    c.set('applied', true);
    return c.json(
      { customFont: fontView(font, requestOrigin(c)), upload: uploadView(upload) },
      202,
    );
  });

  app.on('DELETE', aliases.site('/custom_fonts/:fontId'), (c) => {
    requireScopes(c, 'sites:write');
    const site = siteParam(c, ctx);
    const font = fontParam(c, site);
    delete world().customFonts[font.id];
    forgetUploadsFor(ctx, font.id);
    c.set('applied', true);
    return c.body(null, 204);
  });

  return app;
}

function uploadView(upload: { url: string; fields: Record<string, string>; expiresAt: string }) {
  return { url: upload.url, fields: upload.fields, expiresAt: upload.expiresAt };
}
