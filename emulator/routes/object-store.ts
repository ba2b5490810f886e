import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { formatOfFileName } from '../fonts/metadata';
import { checkUploadForm } from '../object-store/form';
import type { FormEntry } from '../object-store/form';
import {
  BUCKET,
  FILES_PATH,
  MAX_UPLOAD_BYTES,
  UPLOAD_PATH,
  filePath,
  isStoreHost,
  storedObjects,
} from '../object-store/uploads';
import type { PendingUpload, World } from '../world-types';

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function s3Error(c: Context, status: number, code: string, message: string): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${xmlEscape(code)}</Code><Message>${xmlEscape(message)}</Message></Error>`;
  return c.body(xml, status as ContentfulStatusCode, { 'content-type': 'application/xml' });
}

/** Makes the uploaded file the live file of its asset or font. */
function applyUpload(
  world: World,
  upload: PendingUpload,
  hostedUrl: string,
  size: number,
  now: string,
): boolean {
  if (upload.kind === 'asset') {
    const asset = world.assets[upload.targetId];
    if (!asset) return false;
    Object.assign(asset, { uploaded: true, size, hostedUrl, lastUpdated: now });
    return true;
  }
  const font = world.customFonts[upload.targetId];
  if (!font) return false;
  if (upload.kind === 'font-file' && upload.replacement) {
    const format = formatOfFileName(upload.replacement.fileName);
    if (format === null) return false;
    Object.assign(font, {
      fileName: upload.replacement.fileName,
      format,
      axes: upload.replacement.axes,
      fileHash: upload.fileHash,
    });
  }
  Object.assign(font, { status: 'live', hostedUrl, lastUpdated: now });
  return true;
}

/** Checks an upload form against its announced upload; on 201 the font or asset is live. */
async function receiveUpload(ctx: EmulatorContext, c: Context<EmulatorEnv>): Promise<Response> {
  let entries: FormEntry[];
  try {
    const form = await c.req.raw.formData();
    entries = [...form.entries()];
  } catch {
    return s3Error(
      c,
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  const key = entries.find(([name]) => name === 'key')?.[1];
  const upload = typeof key === 'string' ? ctx.store.world.uploads[key] : undefined;
  if (!upload) return s3Error(c, 403, 'AccessDenied', 'No upload was announced for this key.');
  if (ctx.clock.now() > upload.expiresAt) {
    return s3Error(c, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  }
  const checked = await checkUploadForm(entries, {
    fields: upload.fields,
    md5Hex: upload.fileHash,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  if (!checked.ok) return s3Error(c, checked.status, checked.code, checked.message);
  const world = ctx.store.world;
  if (!applyUpload(world, upload, filePath(upload.id), checked.bytes.length, ctx.clock.iso())) {
    return s3Error(c, 403, 'AccessDenied', 'The upload target no longer exists.');
  }
  storedObjects(ctx).set(upload.id, { contentType: upload.contentType, bytes: checked.bytes });
  delete world.uploads[upload.id];
  c.set('applied', true);
  const location = `${new URL(c.req.url).origin}${UPLOAD_PATH}/${upload.id}`;
  const etag = `"${upload.fileHash}"`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${xmlEscape(location)}</Location><Bucket>${BUCKET}</Bucket><Key>${xmlEscape(upload.id)}</Key><ETag>${etag}</ETag></PostResponse>`;
  return c.body(xml, 201, { 'content-type': 'application/xml', etag, location });
}

/** Answers a stored file by key (seeded pictures get a placeholder). */
function serveFile(ctx: EmulatorContext, c: Context<EmulatorEnv>, encodedKey: string): Response {
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    return s3Error(c, 400, 'InvalidURI', 'Could not parse the specified URI.');
  }
  const stored = storedObjects(ctx).get(key);
  if (stored) {
    return c.body(stored.bytes.slice().buffer, 200, { 'content-type': stored.contentType });
  }
  const name = key.split('/').pop() ?? 'file';
  if (/\.(png|jpe?g|webp|gif|svg)$/i.test(name)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#dfe6ee"/><text x="160" y="95" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#3b4a5a">${xmlEscape(name)}</text></svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml' });
  }
  return s3Error(c, 404, 'NoSuchKey', 'The specified key does not exist.');
}

/**
 * The emulated object store behind `upload.url` and `uploadUrl`, answering by Host header at
 * `objects.localhost:{port}`: another origin than the API, as the real store (an S3 host) is, and
 * with no CORS rules at all, so no answer carries an `Access-Control-*` header and a preflight is
 * refused as S3 refuses it for a bucket without CORS. `POST /emulator-uploads` is an S3-style form
 * upload that checks every issued field, requires `file` last and its MD5, answers 201, and only
 * then makes the font or asset live; `GET /emulator-uploads/{key}` serves what was stored.
 * Every other host passes through.
 */
export function objectStoreHost(ctx: EmulatorContext): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (!isStoreHost(c.req.header('host'))) return next();
    const { method, path } = c.req;
    if (method === 'OPTIONS') {
      return s3Error(
        c,
        403,
        'AccessForbidden',
        'CORSResponse: CORS is not enabled for this bucket.',
      );
    }
    if (path === UPLOAD_PATH || path === `${UPLOAD_PATH}/`) {
      if (method === 'POST') return receiveUpload(ctx, c);
      return s3Error(
        c,
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    }
    if (path.startsWith(`${UPLOAD_PATH}/`) && (method === 'GET' || method === 'HEAD')) {
      return serveFile(ctx, c, path.slice(UPLOAD_PATH.length + 1));
    }
    return s3Error(c, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
  };
}

/**
 * On the API's host: the stored files at `/__emulator/object-store/files/{key}`, where `hostedUrl`
 * points (the CDN's stand-in). Uploads are not taken here; they go to {@link objectStoreHost}.
 */
export function objectStoreRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.get(`${FILES_PATH}/*`, (c) => serveFile(ctx, c, c.req.path.slice(FILES_PATH.length + 1)));
  return app;
}
