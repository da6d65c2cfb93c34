/** What a person does with the keyboard and pointer, for focus tests of dialogs. */
import { fireEvent } from '@testing-library/react';

/** What a person does: focus the control, then press it (fireEvent.click alone moves no focus). */
export function press(element: HTMLElement): void {
  element.focus();
  fireEvent.click(element);
}

/** A key pressed wherever focus is. */
export function key(name: string, shift = false): void {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name, shiftKey: shift });
}
