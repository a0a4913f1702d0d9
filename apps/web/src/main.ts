import { createApp } from 'vue';
import App from './App.vue';
import './style.css';

performance.mark('solitaire:mount-start');
createApp(App).mount('#app');
performance.mark('solitaire:mounted');

// Marks the first frame with cards on it, for the load benchmark.
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('solitaire:first-card')));

// Offline play: the worker exists only in production builds and only over http(s) (never from file://).
if (import.meta.env.PROD && 'serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  window.addEventListener('load', () => { navigator.serviceWorker.register('./sw.js').catch(() => undefined); });
}
