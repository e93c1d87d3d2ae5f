import { useSyncExternalStore } from 'react';

/*
 * Whether a mouse button or finger is down on the page. A field's error that appeared when the
 * field is left by pressing something else (a box, a button below it) would push that control down
 * between press and release, under the pointer: the click would land elsewhere and be lost. So an
 * error that comes from leaving a field waits until the press is over (its click has been handled).
 */

let pressed = false;
const listeners = new Set<() => void>();
const waiting: (() => void)[] = [];

function set(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  if (!next) waiting.splice(0).forEach((run) => run());
  listeners.forEach((listener) => listener());
}

let installed = false;
function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  // Capture phase: react-aria's buttons stop their pointer events from bubbling.
  document.addEventListener('pointerdown', () => set(true), true);
  // The click comes after the release, in the same task: over once it has been handled.
  const release = () => window.setTimeout(() => set(false), 0);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A press whose release the page never saw (the pointer left the window) ends with the next key.
  document.addEventListener('keydown', release, true);
}

/** Runs `fn` now, or when the press now under way is over. */
export function afterPress(fn: () => void): void {
  install();
  if (pressed) waiting.push(fn);
  else fn();
}

function subscribe(listener: () => void) {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a press is under way; the component renders again when it ends. */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(subscribe, () => pressed, () => false);
}
