import { fontText } from '../../lib/features/fonts/messages';
import {
  FONT_DISPLAYS,
  type FontDisplay,
  type SettingsDraft,
} from '../../lib/features/fonts/settings-draft';

/** Family, weight, italic and font-display inputs of one font's settings. */
export function FontSettingsFields({
  draft,
  onChange,
  disabled,
  testId,
}: {
  draft: SettingsDraft;
  onChange: (change: Partial<SettingsDraft>) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <div class="font-fields">
      <label class="field">
        <span>{fontText.familyField}</span>
        <input
          type="text"
          value={draft.fontFamily}
          maxLength={300}
          required
          disabled={disabled}
          onInput={(e) => onChange({ fontFamily: (e.target as HTMLInputElement).value })}
          data-testid={`${testId}-family`}
        />
      </label>
      <label class="field">
        <span>{fontText.weightField}</span>
        <input
          type="number"
          min={1}
          max={1000}
          step={1}
          value={draft.weight}
          required
          disabled={disabled}
          onInput={(e) => onChange({ weight: (e.target as HTMLInputElement).value })}
          data-testid={`${testId}-weight`}
        />
      </label>
      <label class="font-fields__check">
        <input
          type="checkbox"
          checked={draft.italic}
          disabled={disabled}
          onChange={(e) => onChange({ italic: (e.target as HTMLInputElement).checked })}
          data-testid={`${testId}-italic`}
        />
        <span>{fontText.italicField}</span>
      </label>
      <label class="field">
        <span>{fontText.displayField}</span>
        <select
          value={draft.fontDisplay}
          disabled={disabled}
          onChange={(e) =>
            onChange({ fontDisplay: (e.target as HTMLSelectElement).value as FontDisplay })
          }
          data-testid={`${testId}-display`}
        >
          {FONT_DISPLAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
