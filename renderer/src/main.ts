/** Renderer entry: Pinia, the supervised engine worker, the autosave, the app. */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { platformAutosave } from './platform/autosave-platform';
import { setGameClient } from './platform/client';
import { openGameText, saveGameText } from './platform/platform';
import { useSessionStore } from './stores/session';
import { createWorkerClient } from './platform/worker-client';
import './styles.css';

const pinia = createPinia();
const client = createWorkerClient({
  onRestart: (reason) => void useSessionStore(pinia).restoreAfterRestart(reason),
});
setGameClient(client);
window.addEventListener('pagehide', () => client.dispose());

// Hooks for end-to-end tests and support: simulate a crashed engine worker.
(window as unknown as { skirmisherDebug: object }).skirmisherDebug = Object.freeze({
  killWorker: () => client.kill(),
  workerStarts: () => client.starts,
});

useSessionStore(pinia).init({ autosave: platformAutosave(), saveGameText, openGameText });
createApp(App).use(pinia).mount('#app');
