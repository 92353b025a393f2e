// the elements define themselves when their code arrives; the page renders at once and they take over
import '@freight-exchange/widgets'
import { createApp } from 'vue'
import App from './App.vue'

createApp(App).mount('#app')
