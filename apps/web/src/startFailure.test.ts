import { beforeEach, describe, expect, it } from 'vitest';
import { showStartFailure } from './startFailure.js';

beforeEach(() => localStorage.clear());

describe('the "could not start" fallback', () => {
  it('replaces the page with a notice in the player language', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>half a game</p>';
    showStartFailure(root, 'fr', localStorage, () => undefined);
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('n’a pas pu démarrer');
    expect(root.textContent).not.toContain('half a game');
  });

  it('forgets saved games but keeps statistics, then reloads', () => {
    localStorage.setItem('solitaire:game:athena', '{');
    localStorage.setItem('solitaire:stats', '{}');
    const root = document.createElement('div');
    let reloads = 0;
    showStartFailure(root, 'en', localStorage, () => {
      reloads++;
    });
    root.querySelector('button')!.click();
    expect(localStorage.getItem('solitaire:game:athena')).toBeNull();
    expect(localStorage.getItem('solitaire:stats')).toBe('{}');
    expect(reloads).toBe(1);
  });
});
