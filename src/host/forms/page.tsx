/** The frame of a host page built with these forms: its styles and a heading. */
import type { ReactNode } from 'react'
import './page.css'

export interface PageProps {
  title: ReactNode
  /** Beside the title (actions). */
  aside?: ReactNode
  /** A narrow single column (auth screens), a medium one (registration) or the full width (account screens). */
  width?: 'narrow' | 'medium' | 'wide'
  children?: ReactNode
  /** A stable hook for tests and styling. */
  name: string
}

export function Page({ title, aside, width = 'wide', children, name }: PageProps) {
  return (
    <div className="fx-hp" data-width={width} data-page={name}>
      <header className="fx-hp-header">
        <h1 className="fx-hp-title">{title}</h1>
        {aside}
      </header>
      {children}
    </div>
  )
}
