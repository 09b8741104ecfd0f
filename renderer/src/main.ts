/** Renderer entry: Pinia, the engine worker client, the app. */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { setGameClient } from './client';
import { createWorkerClient } from './worker-client';
import './styles.css';

const client = createWorkerClient();
setGameClient(client);
window.addEventListener('pagehide', () => client.dispose());

createApp(App).use(createPinia()).mount('#app');
