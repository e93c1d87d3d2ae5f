import { useSyncExternalStore } from 'react';

/**
 * Toast messages (spec §2 Layout): info or error, auto-hidden after 2500 ms (info) or 4000 ms
 * (error) unless a duration is given. Kept outside React so non-component code (the API client's
 * logout on 401) can show one too. <ToastRegion> renders them.
 */
export type ToastKind = 'info' | 'error';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export const TOAST_DURATION_MS: Record<ToastKind, number> = { info: 2500, error: 4000 };

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, durationMs?: number): number {
  const id = nextId++;
  emit([...toasts, { id, kind, message, durationMs: durationMs ?? TOAST_DURATION_MS[kind] }]);
  return id;
}

export const toast = {
  info: (message: string, options?: { durationMs?: number }) => show('info', message, options?.durationMs),
  error: (message: string, options?: { durationMs?: number }) => show('error', message, options?.durationMs),
  dismiss: (id: number) => emit(toasts.filter((t) => t.id !== id)),
  /** Removes every toast (tests). */
  clear: () => emit([]),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToasts = () => toasts;

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

/**
 * Leaves room at the page's end while toasts show: sets --toast-room (used by the layout), from
 * the toasts' top to the screen's bottom, none without toasts. Gives where they stand.
 */
export function leaveToastRoom(region: HTMLElement): { top: number; height: number } {
  const { top, height } = region.getBoundingClientRect();
  document.documentElement.style.setProperty('--toast-room', height ? `${Math.ceil(window.innerHeight - top)}px` : '');
  return { top, height };
}

/**
 * What the logged-in app does while toasts show, beside leaving room for them: set by its layout
 * (components/ui/toast-clearance.ts keeps the control in use clear of them as the screen changes),
 * so the login page's first download does without it (bench/web-bundle.ts). Returns its own end.
 */
type ToastFollower = (region: HTMLElement) => () => void;
let follower: ToastFollower | undefined;

export function setWhileToastsShow(follow: ToastFollower | undefined): void {
  follower = follow;
}

export const whileToastsShow = (): ToastFollower | undefined => follower;
