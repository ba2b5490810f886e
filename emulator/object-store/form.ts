import { createHash, createHmac } from 'node:crypto';

/** One multipart entry in the order it arrived. */
export type FormEntry = [name: string, value: string | Blob];

/** What the object store expects for one issued upload. */
export interface UploadExpectation {
  /** Every field issued in `upload.fields` / `uploadDetails`, with its exact value. */
  fields: Readonly<Record<string, string>>;
  /** Lowercase hex MD5 the file must have. */
  md5Hex: string;
  /** Largest accepted file, in bytes. */
  maxBytes: number;
}

/** S3-style refusal: status, error code and message. */
export interface StoreRefusal {
  ok: false;
  status: number;
  code: string;
  message: string;
}

/** The accepted file. */
export interface StoreAcceptance {
  ok: true;
  file: Blob;
  bytes: Uint8Array;
}

/** Lowercase hex MD5 of some bytes. */
export function md5Hex(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** Base64 of the raw MD5 whose hex form is given, as S3's `Content-MD5` wants it. */
export function md5HexToBase64(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64');
}

function refuse(status: number, code: string, message: string): StoreRefusal {
  return { ok: false, status, code, message };
}

/**
 * Checks a form POST the way S3 does for a browser upload, but stricter where the contract is:
 * every issued field present exactly once with its issued value, no extra fields, `file` present
 * and last, the size within bounds and the bytes' MD5 equal to the declared one.
 */
export async function checkUploadForm(
  entries: readonly FormEntry[],
  expected: UploadExpectation,
): Promise<StoreAcceptance | StoreRefusal> {
  const fileIndex = entries.findIndex(([name]) => name === 'file');
  if (fileIndex === -1) {
    return refuse(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  }
  if (fileIndex !== entries.length - 1) {
    return refuse(400, 'InvalidArgument', 'The file field must be the last field of the form.');
  }
  const seen = new Set<string>();
  for (const [name, value] of entries.slice(0, fileIndex)) {
    if (seen.has(name)) return refuse(400, 'InvalidArgument', `Field ${name} appears twice.`);
    seen.add(name);
    const want = expected.fields[name];
    if (want === undefined) {
      return refuse(
        403,
        'AccessDenied',
        `Invalid according to Policy: Extra input fields: ${name}`,
      );
    }
    if (typeof value !== 'string' || value !== want) {
      return refuse(
        403,
        'AccessDenied',
        `Invalid according to Policy: Policy Condition failed: ${name}`,
      );
    }
  }
  for (const name of Object.keys(expected.fields)) {
    if (!seen.has(name)) {
      return refuse(400, 'InvalidArgument', `Missing required field: ${name}`);
    }
  }
  const file = entries[fileIndex]?.[1];
  if (!(file instanceof Blob)) {
    return refuse(400, 'InvalidArgument', 'The file field must carry a file, not text.');
  }
  if (file.size === 0) return refuse(400, 'EntityTooSmall', 'The file is empty.');
  if (file.size > expected.maxBytes) {
    return refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (md5Hex(bytes) !== expected.md5Hex) {
    return refuse(
      400,
      'BadDigest',
      'The Content-MD5 you specified did not match what we received.',
    );
  }
  return { ok: true, file, bytes };
}

/** Inputs of {@link issueUploadFields}. */
export interface IssueInput {
  bucket: string;
  key: string;
  contentType: string;
  md5Hex: string;
  /** Issue time and expiry, epoch ms on the emulator clock. */
  issuedAt: number;
  expiresAt: number;
  /** Key the emulator signs its policies with. */
  signingKey: string;
  /**
   * `font`: the custom-font field set (`Content-Type`, `Content-MD5`); `asset`: the asset
   * handshake's `uploadDetails` (lowercase `content-type`, no `Content-MD5`).
   */
  style: 'font' | 'asset';
}

function amzDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Builds the S3 POST-policy fields of one upload: a base64 policy naming every field and its
 * value, signed with the emulator's key, so the store can check them all on arrival.
 */
export function issueUploadFields(input: IssueInput): Record<string, string> {
  const date = amzDate(input.issuedAt);
  const credential = `EMULATORFAKEKEY0000/${date.slice(0, 8)}/us-east-1/s3/aws4_request`;
  const plain: Record<string, string> = {
    acl: 'public-read',
    bucket: input.bucket,
    key: input.key,
    'Cache-Control': 'max-age=31536000, must-revalidate',
    success_action_status: '201',
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
  };
  if (input.style === 'font') {
    plain['Content-Type'] = input.contentType;
    plain['Content-MD5'] = md5HexToBase64(input.md5Hex);
  } else {
    plain['content-type'] = input.contentType;
  }
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(input.expiresAt).toISOString(),
      conditions: Object.entries(plain).map(([name, value]) => ({ [name]: value })),
    }),
  ).toString('base64');
  const signature = createHmac('sha256', input.signingKey).update(policy).digest('hex');
  return { ...plain, Policy: policy, 'X-Amz-Signature': signature };
}
