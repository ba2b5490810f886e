import { useState } from 'preact/hooks';
import { FONT_FILE_ACCEPT } from '../../lib/features/fonts/font-file';
import { fontText } from '../../lib/features/fonts/messages';

/** A drop zone for font files with a visible, keyboard-usable "Choose files" input. */
export function FontDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  return (
    <div
      class={`font-drop${over ? ' font-drop--over' : ''}`}
      data-testid="font-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...(e.dataTransfer?.files ?? [])];
        if (files.length > 0) onFiles(files);
      }}
    >
      <p class="font-drop__title">{fontText.dropZone}</p>
      <p class="muted">{fontText.dropHint}</p>
      <label class="font-drop__choose">
        <span>{fontText.chooseFiles}</span>
        <input
          type="file"
          multiple
          accept={FONT_FILE_ACCEPT}
          data-testid="font-file-input"
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            const files = [...(input.files ?? [])];
            input.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
    </div>
  );
}
