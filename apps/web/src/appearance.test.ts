import { describe, expect, it } from 'vitest';
import { applyAppearance, defaultAppearance, parseAppearance, resolvedTheme } from './appearance.js';
import { palettes } from './palette.js';

describe('appearance', () => {
  it('reads a stored look leniently: a bad field takes its default, the others stay', () => {
    expect(parseAppearance(null)).toEqual(defaultAppearance);
    expect(parseAppearance('{not json')).toEqual(defaultAppearance);
    expect(parseAppearance('[1]')).toEqual(defaultAppearance);
    expect(
      parseAppearance(
        JSON.stringify({ theme: 'dark', felt: 'purple', back: 'red', fourColour: 'yes', leftHanded: true }),
      ),
    ).toEqual({ ...defaultAppearance, theme: 'dark', back: 'red', leftHanded: true });
  });

  it('follows the system unless a theme is chosen', () => {
    expect(resolvedTheme('system', true)).toBe('dark');
    expect(resolvedTheme('system', false)).toBe('light');
    expect(resolvedTheme('light', true)).toBe('light');
    expect(resolvedTheme('dark', false)).toBe('dark');
  });

  it('paints the chosen palette, deck and hand onto the page root', () => {
    const el = document.createElement('div');
    applyAppearance(el, { ...defaultAppearance, theme: 'dark', fourColour: true, leftHanded: true }, false);
    expect(el.dataset.theme).toBe('dark');
    expect(el.dataset.hand).toBe('left');
    expect(el.style.getPropertyValue('--panel-ink')).toBe(palettes.dark.panelInk);
    expect(el.style.getPropertyValue('--diamonds-ink')).toBe(palettes.dark.diamonds);
    applyAppearance(el, defaultAppearance, false);
    expect(el.dataset.theme).toBe('light');
    expect(el.style.getPropertyValue('--diamonds-ink')).toBe(palettes.light.red);
  });
});
