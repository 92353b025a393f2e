/**
 * `lazy` for a named export: `lazyNamed(() => import('./task-dialog'), 'TaskDialog')` loads the module with the
 * component's first render (inside a `Suspense`, or the kit's `OnceOpened` for a dialog), so a page does not load
 * what only an action shows.
 */
import { createElement, type FunctionComponent, lazy, type ReactNode, Suspense } from 'react'

type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as unknown as FunctionComponent<PropsOf<M[K]>> })))
}

/**
 * A dialog whose contents load when it first opens and are mounted only while it is open (every opening starts
 * afresh): `lazyWhileOpen(() => import('./price-form'), 'PriceForm')` takes the form's props and `open`.
 */
export function lazyWhileOpen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const Contents = lazyNamed(load, name)
  return function WhileOpen({ open, ...props }: { open: boolean } & PropsOf<M[K]>) {
    return open
      ? createElement(
          Suspense,
          { fallback: null },
          createElement(Contents as unknown as FunctionComponent<object>, props),
        )
      : null
  }
}
