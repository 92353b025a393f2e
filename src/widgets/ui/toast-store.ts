/**
 * Toasts as a signal store (no React), so they outlive a remount of the element. Spec 9: 5000 ms, at the bottom.
 * A toast pauses while hovered or focused (a reader must be able to finish it) and resumes after.
 *
 * One message is shown once: a toast saying what a visible toast of the same kind already says restarts that
 * toast's timer instead of stacking a copy. A failure reaches a screen through every hook that asked (a page that
 * loads its trucks, trailers and drivers hears one «Нет доступа» three times); the store is where they meet.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core'

export const toastDuration = 5000

export type ToastKind = 'info' | 'success' | 'error'

export interface ToastOptions {
  kind?: ToastKind
  /** ms; `0` keeps it until closed. Default 5000. */
  duration?: number
}

export interface Toast {
  readonly id: number
  readonly message: string
  readonly kind: ToastKind
  readonly duration: number
}

export interface ToastStore {
  readonly toasts: ReadonlySignal<readonly Toast[]>
  show(message: string, options?: ToastOptions): number
  dismiss(id: number): void
  /** Stops the timer of a toast (hover, focus). */
  pause(id: number): void
  /** Restarts the full timer of a paused toast. */
  resume(id: number): void
  clear(): void
}

let nextId = 1

export function createToastStore(): ToastStore {
  const toasts = signal<readonly Toast[]>([])
  const timers = new Map<number, ReturnType<typeof setTimeout>>()

  const stop = (id: number) => {
    const timer = timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(id)
  }
  const start = (toast: Toast) => {
    stop(toast.id)
    if (toast.duration > 0)
      timers.set(
        toast.id,
        setTimeout(() => store.dismiss(toast.id), toast.duration),
      )
  }

  const store: ToastStore = {
    toasts,
    show(message, options = {}) {
      const kind = options.kind ?? 'info'
      const same = toasts.peek().find((shown) => shown.message === message && shown.kind === kind)
      if (same) {
        // a paused toast (being read) stays paused
        if (timers.has(same.id)) start(same)
        return same.id
      }
      const toast: Toast = {
        id: nextId++,
        message,
        kind,
        duration: options.duration ?? toastDuration,
      }
      toasts.value = [...toasts.peek(), toast]
      start(toast)
      return toast.id
    },
    dismiss(id) {
      stop(id)
      if (toasts.peek().some((t) => t.id === id)) toasts.value = toasts.peek().filter((t) => t.id !== id)
    },
    pause: stop,
    resume(id) {
      const toast = toasts.peek().find((t) => t.id === id)
      if (toast) start(toast)
    },
    clear() {
      for (const id of timers.keys()) stop(id)
      toasts.value = []
    },
  }
  return store
}
