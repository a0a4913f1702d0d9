import { createApp } from 'vue';
import App from './App.vue';
import { pickLocale } from './i18n.js';
import { showStartFailure } from './startFailure.js';
import { readItem, storageKeys } from './browserStorage.js';
import css from './style.css?inline';

// Reading localStorage itself can throw (some private or file:// pages).
const storageOrNone = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

// The fallback speaks the player's language when it can be found, English when finding it fails too.
const localeOrEnglish = () => {
  try {
    return pickLocale(readItem(storageKeys.locale), navigator.languages ?? [navigator.language]);
  } catch {
    return 'en' as const;
  }
};

// The look as a constructed style sheet: it comes in the one script, and it is no <style> element, which the page's
// Content-Security-Policy refuses (csp-plugin.ts).
const look = new CSSStyleSheet();
look.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, look];

performance.mark('solitaire:mount-start');
const app = createApp(App);
// An error while the game starts must reach the fallback below: Vue would otherwise only log it in production.
app.config.throwUnhandledErrorInProduction = true;
try {
  app.mount('#app');
} catch (error) {
  console.error(error);
  app.config.throwUnhandledErrorInProduction = false;
  showStartFailure(document.getElementById('app')!, localeOrEnglish(), storageOrNone(), () => location.reload());
}
app.config.throwUnhandledErrorInProduction = false;
performance.mark('solitaire:mounted');

// Marks the first frame with cards on it, for the load benchmark.
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('solitaire:first-card')));
