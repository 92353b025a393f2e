/// <reference types="vite/client" />
// the fx-* elements in templates, for vue-tsc and the editor
import type {} from '@freight-exchange/widgets/vue'

declare module '*.vue' {
  import type { DefineComponent } from 'vue'

  const component: DefineComponent
  export default component
}
