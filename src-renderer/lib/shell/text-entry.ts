/** Whether a key press belongs to a text field, whose own undo and shortcuts come first. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(target.type)
  );
}
