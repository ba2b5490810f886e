import { FONT_DISPLAYS, type FontDisplay, type FontSettings } from '../../core/api/custom-fonts';
import { settingsProblem } from './font-file';

export { FONT_DISPLAYS, type FontDisplay } from '../../core/api/custom-fonts';

/** A font's settings as a form holds them (the weight as typed). */
export interface SettingsDraft {
  fontFamily: string;
  weight: string;
  italic: boolean;
  fontDisplay: FontDisplay;
}

/** The form state of some settings. */
export function toDraft(settings: {
  fontFamily?: string | null;
  weight?: number | null;
  italic?: boolean | null;
  fontDisplay?: string | null;
}): SettingsDraft {
  const display = FONT_DISPLAYS.find((d) => d === settings.fontDisplay) ?? 'swap';
  return {
    fontFamily: settings.fontFamily ?? '',
    weight: String(settings.weight ?? 400),
    italic: settings.italic ?? false,
    fontDisplay: display,
  };
}

/** The settings a draft stands for, or the first problem with it. */
export function parseDraft(
  draft: SettingsDraft,
): { ok: true; settings: Required<FontSettings> } | { ok: false; problem: string } {
  const weight = draft.weight.trim() === '' ? Number.NaN : Number(draft.weight);
  const problem = settingsProblem({ fontFamily: draft.fontFamily, weight });
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    settings: {
      fontFamily: draft.fontFamily.replaceAll(',', '').trim(),
      weight,
      italic: draft.italic,
      fontDisplay: draft.fontDisplay,
    },
  };
}
