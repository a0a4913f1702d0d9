import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './pageSession.js';

// The rules text is a file of its own, loaded when the panel opens; here it cannot be loaded (offline, no cache).
vi.mock('./rulesLoader.js', () => ({ loadRulesText: () => Promise.reject(new Error('offline')) }));

let wrapper: ReturnType<typeof mount> | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  vi.unstubAllGlobals();
});

describe('the rules panel', () => {
  it('says the rules could not be loaded, in the player language, and still lists the keys', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // A fresh App, so that it imports the failing loader above even where another test file of this worker has
    // imported App with the real one.
    vi.resetModules();
    const { default: App } = await import('./App.vue');
    const session = createSession('fr', { now: () => 0, randomDeal: () => 777 });
    session.openRoute('#/athena?deal=1', '');
    wrapper = mount(App, { props: { session }, attachTo: document.body });
    await flushPromises();
    await wrapper.find('[data-action="rules"]').trigger('click');
    await flushPromises();
    expect(document.querySelector('[data-rules-failed]')!.textContent).toBe('Les règles n’ont pas pu être chargées.');
    expect(document.querySelector('.dialog h2')!.textContent).toBe('Règles');
    expect(document.querySelector('.rules')!.textContent).toContain(session.t('keys.list'));
    // Athena has no free cells: the C key is not offered.
    expect(document.querySelector('[data-keys-cells]')).toBeNull();
  });
});
