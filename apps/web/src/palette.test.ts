import { describe, expect, it } from 'vitest';
import { backColours, contrast, feltColours, palettes } from './palette.js';

// WCAG AA: 4.5:1 for text, 3:1 for large text, marks and the parts of controls.
describe('every pairing the page paints meets WCAG AA', () => {
  it('computes contrast like WCAG (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  for (const theme of ['light', 'dark'] as const) {
    const p = palettes[theme];
    it(`${theme}: text on panels, notices, toasts and buttons`, () => {
      for (const [fg, bg] of [
        [p.panelInk, p.panel],
        [p.muted, p.panel],
        [p.error, p.panel],
        [p.panelInk, p.field],
        [p.ink, p.menu],
        [p.toastInk, p.toast],
        [p.accentInk, p.accent],
        [p.noticeInk, p.notice],
      ])
        expect(contrast(fg!, bg!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.fieldLine, p.field)).toBeGreaterThanOrEqual(3);
    });
    it(`${theme}: suits on card faces, in both decks`, () => {
      for (const suit of [p.red, p.black, p.diamonds, p.clubs])
        expect(contrast(suit, p.face), suit).toBeGreaterThanOrEqual(4.5);
    });
    it(`${theme}: text and the three marks on every felt`, () => {
      for (const felt of Object.values(feltColours[theme])) {
        expect(contrast(p.ink, felt), felt).toBeGreaterThanOrEqual(4.5);
        for (const mark of [p.held, p.focus, p.target, p.hint])
          expect(contrast(mark, felt), `${mark} on ${felt}`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('card backs stand out from every felt', () => {
    for (const back of Object.values(backColours)) {
      // The back's light frame (the panel ink of the light theme) marks its edge on any felt.
      expect(contrast('#eef4fb', back.ground)).toBeGreaterThanOrEqual(3);
    }
  });
});
