/**
 * `lazy` for a named export: `lazyNamed(() => import('./task-dialog'), 'TaskDialog')` loads the module with the
 * component's first render (inside a `Suspense`, or the kit's `OnceOpened` for a dialog), so a page does not load
 * what only an action shows.
 */
import { type FunctionComponent, lazy, type ReactNode } from 'react'

type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as unknown as FunctionComponent<PropsOf<M[K]>> })))
}
