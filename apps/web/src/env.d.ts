/// <reference types="vite/client" />

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

// `x.ts?script`: a loader of module x, bundled apart as a classic script (lazyScript in classic-script.ts).
declare module '*?script' {
  const load: () => Promise<unknown>;
  export default load;
}
