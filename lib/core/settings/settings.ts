/**
 * The editor's endpoint settings: the build's defaults, overridden field by field from the
 * options page. A custom host only takes effect once the editor granted it as a host permission.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import { defineParsedItem } from '../storage/parsed-item';
import { DEFAULT_ENDPOINTS, type Endpoints } from './defaults';

const originSchema = z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin);
const suffixSchema = z.string().regex(/^\.[a-z0-9.-]+(:\d+)?$/i, t('settings_suffix_dot'));

/** What the options page may change; every field optional. */
export const endpointOverridesSchema = z
  .object({
    apiBase: originSchema,
    authBase: originSchema,
    brokerUrl: originSchema,
    clientId: z.string().min(1).max(200),
    stagingSuffix: suffixSchema,
    designerSuffix: suffixSchema,
  })
  .partial();

/** The overrides as stored. */
export type EndpointOverrides = z.output<typeof endpointOverridesSchema>;

const overridesItem = defineParsedItem('local:endpointOverrides', endpointOverridesSchema, {});

/** The endpoints in force: defaults with the editor's overrides. */
export async function getEndpoints(): Promise<Endpoints> {
  return { ...DEFAULT_ENDPOINTS, ...(await overridesItem.getValue()) };
}

/** Stores overrides; fields equal to the default are dropped so defaults can change later. */
export async function setEndpointOverrides(overrides: EndpointOverrides): Promise<Endpoints> {
  const parsed = endpointOverridesSchema.parse(overrides);
  const kept = Object.fromEntries(
    Object.entries(parsed).filter(
      ([k, v]) => v !== undefined && v !== DEFAULT_ENDPOINTS[k as keyof Endpoints],
    ),
  );
  await overridesItem.setValue(kept);
  return getEndpoints();
}
