/**
 * Toasts (SPEC 4, the "part two" reading): up to 3 visible, 4000 ms by default, types default, success, info,
 * warning, error and loading, dismissible with the close button.
 */
import { proxy, useSnapshot } from 'valtio';

export type ToastType = 'default' | 'success' | 'info' | 'warning' | 'error' | 'loading';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  /** Milliseconds; 0 keeps it until dismissed. */
  duration: number;
}

const TOAST_LIMIT = 3;
export const TOAST_DURATION = 4000;

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((toast) => toast.id !== id);
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export function toast(
  title: string,
  options: { type?: ToastType; description?: string; duration?: number } = {},
): number {
  const id = nextId++;
  const duration = options.duration ?? (options.type === 'loading' ? 0 : TOAST_DURATION);
  toastStore.toasts = [
    ...toastStore.toasts,
    { id, type: options.type ?? 'default', title, description: options.description, duration },
  ].slice(-TOAST_LIMIT);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

export const useToasts = () => useSnapshot(toastStore).toasts;
