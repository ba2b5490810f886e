/**
 * The bulk panel's change fields: the chosen change type, the organization's fields, or a change
 * handed in from elsewhere, and the change they describe (or why they do not describe one yet).
 * @module
 */
import { computed, signal } from '@preact/signals';
import type { BulkChangeType, PlanChange } from '../change-types';
import { bulkText } from '../messages';

/** The organization fields of `add-organization`. */
export interface OrganizationForm {
  name: string;
  url: string;
  logo: string;
  includeInheriting: boolean;
}

const isUrl = (s: string) => URL.canParse(s) && /^https?:/.test(s);

/** Creates the fields, empty, with the first change type chosen. */
export function createBulkChangeForm() {
  const changeType = signal<BulkChangeType>('create-locale-versions');
  const organization = signal<OrganizationForm>({
    name: '',
    url: '',
    logo: '',
    includeInheriting: false,
  });
  /** A change handed in from elsewhere (a live check's language fix), with its name. */
  const given = signal<{ change: PlanChange; label: string } | null>(null);

  /** The change the fields describe, or why they do not describe one yet. */
  const change = computed<PlanChange | string>(() => {
    if (given.value) return given.value.change;
    const type = changeType.value;
    if (type !== 'add-organization') return { type };
    const { name, url, logo, includeInheriting } = organization.value;
    if (name.trim() === '') return bulkText.fieldName;
    if (!isUrl(url.trim())) return bulkText.fieldUrl;
    if (logo.trim() !== '' && !isUrl(logo.trim())) return bulkText.fieldLogo;
    return {
      type,
      name: name.trim(),
      url: url.trim(),
      ...(logo.trim() === '' ? {} : { logo: logo.trim() }),
      ...(includeInheriting ? { includeInheriting } : {}),
    };
  });

  return { changeType, organization, given, change };
}
