/** The forms holding input not yet saved (each registers itself: hooks/use-unsaved-input.ts). */
const unsaved = new Set<symbol>();

export function setUnsaved(form: symbol, dirty: boolean): void {
  if (dirty) unsaved.add(form);
  else unsaved.delete(form);
}

/** Whether any form on the page holds input not yet saved. */
export function hasUnsavedInput(): boolean {
  return unsaved.size > 0;
}
