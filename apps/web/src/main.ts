import { createApp } from 'vue';
import App from './App.vue';
import './style.css';

createApp(App).mount('#app');

// Marks the first frame with cards on it, for the load benchmark.
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('solitaire:first-card')));

// Offline play: the worker exists only in production builds and only over http(s) (never from file://).
if (import.meta.env.PROD && 'serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  window.addEventListener('load', () => { navigator.serviceWorker.register('./sw.js').catch(() => undefined); });
}
