/** CSS imported as text (`import css from './x.css?inline'`): Vite, the test runner and the manifest script serve it so. */
declare module '*.css?inline' {
  const css: string
  export default css
}
