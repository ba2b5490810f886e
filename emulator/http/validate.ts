import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, validationError } from './errors';

/** Turns zod issues into the `details` of a validation error. */
export function issueDetails(error: z.ZodError): { param: string; description: string }[] {
  return error.issues.slice(0, 20).map((i) => ({
    param: i.path.map(String).join('.') || '(body)',
    description: i.message,
  }));
}

/** Parses with a schema, throwing a 400 `validation_error` with details on failure. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what = 'body',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(`Invalid ${what}`, issueDetails(result.error));
  }
  return result.data;
}

/** Reads the body as JSON (400 `bad_request` when it is not JSON) and validates it. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest();
  }
  return parseWith(schema, value);
}

/** Reads a form-encoded or JSON body as a flat map of strings (OAuth endpoints). */
export async function readFlatBody(c: Context): Promise<Record<string, string> | null> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (type.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(text);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'string') out[k] = v;
      }
      return out;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Validates a path id (24-hex ObjectId) or throws 400 `validation_error`. */
export function objectIdParam(value: string | undefined, what: string): string {
  if (!value || !/^[0-9a-f]{24}$/.test(value)) {
    throw validationError(`Provided ${what} ID is invalid`);
  }
  return value;
}
