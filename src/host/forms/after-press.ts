/**
 * Runs a field's leave check after the press that moved the focus is over. A field is checked as it is left
 * (`onTouched`), and pressing a button leaves the field on the pointer's way down: the message that appears under
 * the field pushes the button from under the pointer, the pointer comes up beside it and the click is lost (typing
 * a bad price, then pressing «Сохранить» did nothing). Checked once the press is over, the message appears after the
 * click; a submit checks every field anyway. Focus moved without a pointer (Tab) is checked at once.
 */
let pressing = false
let waiting: Array<() => void> = []

function watchPresses() {
  const release = () => {
    // after the click that this release makes (dispatched in the same task)
    setTimeout(() => {
      pressing = false
      const run = waiting
      waiting = []
      for (const check of run) check()
    })
  }
  window.addEventListener('pointerdown', () => (pressing = true), true)
  window.addEventListener('pointerup', release, true)
  window.addEventListener('pointercancel', release, true)
}

let watching = false

/** `check` now, or once the pointer press under way is over. */
export function afterPress(check: () => void): void {
  if (!watching && typeof window !== 'undefined') {
    watching = true
    watchPresses()
  }
  if (pressing) waiting.push(check)
  else check()
}
