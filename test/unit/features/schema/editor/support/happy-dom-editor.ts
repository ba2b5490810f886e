/**
 * happy-dom fires `selectionchange` synchronously inside `Selection` calls, while browsers queue it
 * as a task. CodeMirror writes the DOM selection during its own update, so the synchronous event
 * re-enters the update and throws. Deferring the event restores browser timing; nothing else of the
 * DOM is stubbed.
 */
export function deferSelectionChange(doc: Document = document): void {
  const dispatch = doc.dispatchEvent.bind(doc);
  const deferred = new WeakSet<Event>();
  doc.dispatchEvent = (event: Event) => {
    if (event.type !== 'selectionchange' || deferred.has(event)) return dispatch(event);
    deferred.add(event);
    setTimeout(() => dispatch(event), 0);
    return true;
  };
}

/** A key press as the editor sees it. */
export function keydown(target: Element, key: string, keyCode: number): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** Pastes `text` into the editor the way a browser delivers it. */
export function paste(target: Element, text: string): void {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  );
}
