/**
 * The element a script-tag entry draws an element's first view in, before the widget's code has loaded
 * (src/widgets/cargo-search/first-paint.ts); the widget's first commit removes it (`defineWidget`). Never defined
 * as a custom element. A module of its own, so the entry reads the name without loading `defineWidget`.
 */
export const firstViewTag = 'fx-first-view'
