import type { FontAxis } from '../../lib/features/fonts/font-messages';
import { fontText } from '../../lib/features/fonts/messages';

/** The axis tags of a variable font, e.g. `wght 100–900`. */
export function axesSummary(axes: readonly FontAxis[]): string {
  return axes.map((a) => `${a.tag} ${a.min}–${a.max}`).join(', ');
}

/** Whether a variable font's new file keeps its axes or is static (the service needs to know). */
export function AxesChoice({
  name,
  axes,
  value,
  onChange,
}: {
  name: string;
  axes: readonly FontAxis[];
  value: 'keep' | 'static';
  onChange: (value: 'keep' | 'static') => void;
}) {
  return (
    <fieldset class="font-axes" data-testid="font-axes-choice">
      <legend>{fontText.replaceLegend}</legend>
      <label>
        <input
          type="radio"
          name={name}
          value="keep"
          checked={value === 'keep'}
          onChange={() => onChange('keep')}
        />
        {fontText.axesKeep(axesSummary(axes))}
      </label>
      <label>
        <input
          type="radio"
          name={name}
          value="static"
          checked={value === 'static'}
          onChange={() => onChange('static')}
        />
        {fontText.axesStatic}
      </label>
    </fieldset>
  );
}
