// A browser that refuses writes (full quota, private mode): said once, play goes on, the next save writes again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedMoves } from '@solitaire/engine';
import { tabSaves } from './tabSaves.js';
import { createSession } from './pageSession.js';
import { readStats } from './statsStore.js';

/** A Storage whose writes throw while `full` is set, like a browser at its quota. */
class FullStorage implements Storage {
  full = false;
  writes = 0;
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.writes++;
    if (this.full) throw new DOMException('quota exceeded', 'QuotaExceededError');
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

let storage: FullStorage;
beforeEach(() => {
  storage = new FullStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const env = { now: () => 1_000_000, randomDeal: () => 4242 };
const storageNotices = (s: ReturnType<typeof createSession>) =>
  s.notices.value.filter((n) => n.key === 'notice.storageFailed');

describe('a full storage', () => {
  it('is reported once while play goes on, and the next save after it frees stores every move', () => {
    const s = createSession('en', env);
    s.openRoute('#/klondike?deal=5&draw=1', '');
    storage.full = true;
    const before = storage.writes;
    for (let i = 0; i < 7; i++) s.send({ type: 'stock' });
    expect(s.game.value.length).toBeGreaterThanOrEqual(7);
    expect(storage.writes).toBeGreaterThan(before); // each move tried to save
    expect(storageNotices(s)).toHaveLength(1);
    expect(tabSaves('2026-12-03', 'another-tab').read('klondike')).not.toHaveProperty('code');
    storage.full = false;
    s.send({ type: 'stock' });
    const saved = tabSaves('2026-12-03', 'another-tab').read('klondike');
    if (saved === null || 'code' in saved) throw new Error('nothing saved');
    expect(saved.game.length).toBeGreaterThanOrEqual(8);
    expect(recordedMoves(saved.game)).toEqual(recordedMoves(s.game.value));
  });

  it('reports a new refusal after writes worked again in between', () => {
    const s = createSession('en', env);
    s.openRoute('#/klondike?deal=5&draw=1', '');
    storage.full = true;
    s.send({ type: 'stock' });
    s.dismissNotice(s.notices.value.findIndex((n) => n.key === 'notice.storageFailed'));
    s.send({ type: 'stock' });
    expect(storageNotices(s)).toHaveLength(0); // the same spell of refusals is said once
    storage.full = false;
    s.send({ type: 'stock' });
    storage.full = true;
    s.send({ type: 'stock' });
    expect(storageNotices(s)).toHaveLength(1);
  });

  it('keeps statistics refused by the browser and writes them at the next save', () => {
    const s = createSession('en', env);
    s.openRoute('#/klondike?deal=5&draw=1', '');
    storage.full = true;
    s.send({ type: 'stock' }); // the first move enters the game in the statistics
    expect(s.stats.value.klondike?.played).toBe(1);
    expect(storage.getItem('solitaire:stats')).toBeNull();
    storage.full = false;
    s.send({ type: 'stock' });
    const book = readStats();
    expect(book !== 'corrupt' && book.klondike?.played).toBe(1);
  });

  it('a browser without any storage still plays', () => {
    vi.stubGlobal('localStorage', undefined);
    const s = createSession('en', env);
    s.openRoute('#/klondike?deal=5', '');
    s.send({ type: 'stock' });
    expect(s.game.value.length).toBeGreaterThan(0);
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.storageFailed']);
  });
});
