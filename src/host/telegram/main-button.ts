/**
 * Telegram's MainButton in the mini-app: a screen names its main action (text and what it does) and the button
 * under the mini-app shows it while the screen is up. Outside Telegram nothing happens.
 */
import { useEffect, useRef } from 'react'
import { telegram, useMode } from '../mode'

export function useTelegramMainButton(text: string | null, onClick: () => void): void {
  const { miniApp } = useMode()
  const action = useRef(onClick)
  action.current = onClick
  useEffect(() => {
    const button = miniApp ? telegram()?.MainButton : undefined
    if (!button || !text) return
    const click = () => action.current()
    button.setText(text)
    button.onClick(click)
    button.show()
    return () => {
      button.offClick(click)
      button.hide()
    }
  }, [miniApp, text])
}
