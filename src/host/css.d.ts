/**
 * The site's stylesheets, imported for their effect (`import './finance.css'`): Vite adds them to the page. TypeScript 7
 * checks side-effect imports, so it needs to know such a module exists.
 */
declare module '*.css'
