import type { EmulatorContext } from '../context';
import { newObjectId } from '../ids';
import type { FontAxis, PendingUpload } from '../world-types';
import { issueUploadFields } from './form';

/** Bucket name the emulated object store answers to. */
export const BUCKET = 'emulator-uploads';

/** Host name of the object store: its own origin, apart from the API's (see {@link storeOriginFor}). */
export const STORE_HOST = 'objects.localhost';

/** Path of the object store's upload endpoint (path-style bucket), on the store's host. */
export const UPLOAD_PATH = `/${BUCKET}`;

/** Path prefix under which the API's host serves stored files (the CDN's stand-in). */
export const FILES_PATH = '/__emulator/object-store/files';

/** How long an upload policy stays valid (the real one: about 15 minutes). */
export const UPLOAD_TTL_MS = 15 * 60_000;

/** Largest file the object store takes (the emulator's 1 MB body limit applies first). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** A stored file. */
export interface StoredObject {
  contentType: string;
  bytes: Uint8Array;
}

const objectsByEmulator = new WeakMap<EmulatorContext, Map<string, StoredObject>>();

/** The files uploaded to one emulator (kept in memory, not in the persisted world). */
export function storedObjects(ctx: EmulatorContext): Map<string, StoredObject> {
  let objects = objectsByEmulator.get(ctx);
  if (objects === undefined) {
    objects = new Map();
    objectsByEmulator.set(ctx, objects);
  }
  return objects;
}

/** What to announce. */
export interface UploadRequest {
  kind: PendingUpload['kind'];
  targetId: string;
  siteId: string;
  fileName: string;
  fileHash: string;
  contentType: string;
  replacement?: { fileName: string; axes: FontAxis[] };
}

/** An announced upload, ready for the response. */
export interface IssuedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
  key: string;
}

/** True when a `Host` header names the object store (any port). */
export function isStoreHost(host: string | undefined): boolean {
  return /^objects\.localhost(?::\d+)?$/i.test(host ?? '');
}

/**
 * The object store's origin for a client that reached the API at `apiOrigin`: the same scheme and
 * port, the store's own host. Like the real store (an S3 host), it is another origin than the API.
 */
export function storeOriginFor(apiOrigin: string): string {
  const url = new URL(apiOrigin);
  return `${url.protocol}//${STORE_HOST}${url.port ? `:${url.port}` : ''}`;
}

/**
 * Records a pending upload and builds the fields the client must send back to the object store.
 * @param origin the origin the client reached the API at (the upload URL takes its scheme and port)
 */
export function issueUpload(
  ctx: EmulatorContext,
  origin: string,
  req: UploadRequest,
): IssuedUpload {
  const issuedAt = ctx.clock.now();
  const expiresAt = issuedAt + UPLOAD_TTL_MS;
  const folder = req.kind === 'asset' ? 'assets' : 'fonts';
  const key = `${folder}/${req.siteId}/${req.targetId}/${newObjectId()}/${req.fileName}`;
  const fields = issueUploadFields({
    bucket: BUCKET,
    key,
    contentType: req.contentType,
    md5Hex: req.fileHash,
    issuedAt,
    expiresAt,
    signingKey: policyKey(ctx),
    style: req.kind === 'asset' ? 'asset' : 'font',
  });
  const pending: PendingUpload = {
    id: key,
    kind: req.kind,
    targetId: req.targetId,
    siteId: req.siteId,
    fields,
    fileHash: req.fileHash,
    contentType: req.contentType,
    expiresAt,
  };
  if (req.replacement) pending.replacement = req.replacement;
  ctx.store.world.uploads[key] = pending;
  return {
    url: storeOriginFor(origin) + UPLOAD_PATH,
    fields,
    expiresAt: new Date(expiresAt).toISOString(),
    key,
  };
}

/** Drops every pending upload aimed at one target (its resource was deleted). */
export function forgetUploadsFor(ctx: EmulatorContext, targetId: string): void {
  const uploads = ctx.store.world.uploads;
  for (const [key, upload] of Object.entries(uploads)) {
    if (upload.targetId === targetId) delete uploads[key];
  }
}

/** The emulator-wide key its upload policies are signed with (fake, per world). */
function policyKey(ctx: EmulatorContext): string {
  const workspace = Object.keys(ctx.store.world.workspaces)[0] ?? 'none';
  return `emu_policy_${workspace}`;
}

/** The origin-relative URL a stored file is served at. */
export function filePath(key: string): string {
  return `${FILES_PATH}/${key}`;
}
