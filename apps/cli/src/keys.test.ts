import { describe, expect, it } from 'vitest';
import { actionForKey, splitTyped } from './keys.js';

describe('actionForKey', () => {
  it('maps arrows and vi keys to cursor moves on the board', () => {
    expect(actionForKey('board', '', { leftArrow: true })).toEqual({ type: 'cursor', dir: 'left' });
    expect(actionForKey('board', 'k', {})).toEqual({ type: 'cursor', dir: 'up' });
    expect(actionForKey('board', 'l', {})).toEqual({ type: 'cursor', dir: 'right' });
  });
  it('maps the game keys', () => {
    expect(actionForKey('board', '', { return: true })).toEqual({ type: 'select' });
    expect(actionForKey('board', ' ', {})).toEqual({ type: 'select' });
    expect(actionForKey('board', '', { escape: true, meta: true })).toEqual({ type: 'cancel' });
    expect(actionForKey('board', 'f', {})).toEqual({ type: 'foundation' });
    expect(actionForKey('board', 'c', {})).toEqual({ type: 'cell' });
    expect(actionForKey('board', 'C', {})).toEqual({ type: 'nextCell' });
    expect(actionForKey('board', 'd', {})).toEqual({ type: 'stock' });
    expect(actionForKey('board', 'u', {})).toEqual({ type: 'undo' });
    expect(actionForKey('board', 'r', {})).toEqual({ type: 'redo' });
    expect(actionForKey('board', 'R', {})).toEqual({ type: 'restart' });
    expect(actionForKey('board', 'H', {})).toEqual({ type: 'hint' });
    expect(actionForKey('board', 'n', {})).toMatchObject({ type: 'newGame' });
    expect(actionForKey('board', 'q', {})).toEqual({ type: 'quit' });
    expect(actionForKey('board', 'x', {})).toBeNull();
    expect(actionForKey('board', 'q', { ctrl: true })).toBeNull();
  });
  it('gives the other screens their own keys', () => {
    expect(actionForKey('help', 'q', {})).toEqual({ type: 'close' });
    expect(actionForKey('help', '', { downArrow: true })).toMatchObject({ type: 'scroll', delta: 1 });
    expect(actionForKey('settings', '', { downArrow: true })).toEqual({ type: 'settingsMove', delta: 1 });
    expect(actionForKey('settings', '', { leftArrow: true })).toEqual({ type: 'settingsChange', delta: -1 });
    expect(actionForKey('settings', '', { escape: true })).toEqual({ type: 'close' });
    expect(actionForKey('board', 'o', {})).toEqual({ type: 'settings' });
    expect(actionForKey('rules', '', { pageDown: true })).toMatchObject({ type: 'scroll', delta: 10 });
    expect(actionForKey('rules', 'i', {})).toEqual({ type: 'close' });
    expect(actionForKey('deal', '4', {})).toEqual({ type: 'promptInput', text: '4' });
    expect(actionForKey('deal', 'x', {})).toBeNull();
    expect(actionForKey('deal', '', { backspace: true })).toEqual({ type: 'promptBackspace' });
    expect(actionForKey('deal', '', { return: true })).toEqual({ type: 'promptSubmit' });
  });
});

describe('splitTyped', () => {
  it('splits keys that arrived together, Enter included', () => {
    expect(splitTyped('d\ru')).toEqual([
      ['d', {}],
      ['', { return: true }],
      ['u', {}],
    ]);
    expect(splitTyped('1\u007f')).toEqual([
      ['1', {}],
      ['', { backspace: true }],
    ]);
  });
});
