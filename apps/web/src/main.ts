import { createApp } from 'vue';
import App from './App.vue';
import './style.css';

performance.mark('solitaire:mount-start');
try {
  createApp(App).mount('#app');
} catch (error) {
  // Never a blank page: say so, and offer to forget the saved games (the likeliest cause) without losing statistics.
  console.error(error);
  const root = document.getElementById('app')!;
  root.innerHTML = '<p class="notice" role="alert">The game could not start. <button type="button">Forget saved games and reload</button></p>';
  root.querySelector('button')!.addEventListener('click', () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('solitaire:game:')) localStorage.removeItem(key);
    location.reload();
  });
}
performance.mark('solitaire:mounted');

// Marks the first frame with cards on it, for the load benchmark.
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('solitaire:first-card')));

// Offline play: the worker exists only in production builds and only over http(s) (never from file://).
if (import.meta.env.PROD && 'serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  window.addEventListener('load', () => { navigator.serviceWorker.register('./sw.js').catch(() => undefined); });
}
