import { type Move, legalMoves, samePile } from '@solitaire/engine';
import { renderRules } from '@solitaire/game-text/rules';
import { findVariant } from '@solitaire/variants';
import { flushPromises } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardLabel } from './gameText.js';
import { handTimer } from '@solitaire/play/testing';
import { fakeWorkers, promptTimer } from './fakeSolver.js';
import { createSession } from './pageSession.js';
import { nearlyWonSave } from './testPositions.js';
import {
  cardEl,
  doubleTapEl,
  key,
  mountPage,
  placeOf,
  pointer,
  stubMotion,
  tapEl,
  unmountPage,
} from './tableTesting.js';
import { createWebSolver } from './webSolver.js';

const env = { now: () => 0, randomDeal: () => 777 };

const mountGame = async (hash: string) => {
  stubMotion();
  const session = createSession('en', env);
  session.openRoute(hash, '');
  return { session, w: await mountPage(session) };
};

beforeEach(() => localStorage.clear());
afterEach(unmountPage);

describe('the web game', () => {
  it('draws every card with a spoken label', async () => {
    const { session } = await mountGame('#/athena?deal=123');
    expect(document.querySelectorAll('[data-card]')).toHaveLength(52);
    const top = session.state.value.tableau[0]!.at(-1)!;
    expect(cardEl(top.card).getAttribute('aria-label')).toBe(`${cardLabel(top.card, 'en')}, face up`);
    const down = session.state.value.tableau[0]![0]!;
    expect(cardEl(down.card).getAttribute('aria-label')).toBe(cardLabel(down.card, 'en', false));
    expect(document.querySelector('[data-slot="foundation-0"]')!.getAttribute('aria-label')).toBe(
      'Foundation 1, empty',
    );
  });

  it('does not draw the stock cards buried under its top two while the deal flies out, and draws every card it moves', async () => {
    // With motion on, a new deal gathers every card on the stock and sends them out (happy-dom paints no frames, so
    // the table stays gathered): the cards whose place is the stock stay under its top two all along.
    stubMotion(false);
    const session = createSession('en', env);
    session.openRoute('#/athena?deal=1', '');
    await mountPage(session);
    expect(document.querySelector('.table')!.getAttribute('data-dealing')).not.toBeNull();
    const stock = [...document.querySelectorAll('[data-pile="stock-0"]')];
    expect(stock).toHaveLength(24);
    expect(
      stock
        .filter((c) => c.querySelector('svg'))
        .map((c) => c.getAttribute('data-index'))
        .sort(),
    ).toEqual(['22', '23']);
    expect(document.querySelectorAll('.card.buried')).toHaveLength(22);
    // Every card that leaves the stock in the deal is drawn on its way.
    const flying = [...document.querySelectorAll('[data-card]')].filter(
      (c) => c.getAttribute('data-pile') !== 'stock-0',
    );
    expect(flying).toHaveLength(28);
    expect(flying.every((c) => c.querySelector('svg') && !c.classList.contains('buried'))).toBe(true);
  });

  it('draws when the stock is clicked and undoes with the button and with Ctrl+Z', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    const undo = w.find('[data-action="undo"]');
    expect(undo.attributes('disabled')).toBeDefined();
    await tapEl(cardEl(session.state.value.stock.at(-1)!.card));
    expect(session.state.value.waste).toHaveLength(3);
    expect(undo.attributes('disabled')).toBeUndefined();
    await undo.trigger('click');
    expect(session.state.value.waste).toHaveLength(0);
    await key('y', { ctrlKey: true });
    expect(session.state.value.waste).toHaveLength(3);
    await key('z', { ctrlKey: true });
    expect(session.state.value.waste).toHaveLength(0);
    await key('Z', { ctrlKey: true, shiftKey: true });
    expect(session.state.value.waste).toHaveLength(3);
  });

  it('moves a card by clicking it and then its target, highlighting the legal targets', async () => {
    const { session } = await mountGame('#/shamrocks?deal=2');
    const m = legalMoves(session.rules.value, session.state.value).find(
      (x): x is Extract<Move, { kind: 'move' }> => x.kind === 'move' && x.to.zone === 'tableau',
    )!;
    const card = session.state.value.tableau[m.from.index]!.at(-1)!.card;
    await tapEl(cardEl(card));
    expect(cardEl(card).classList.contains('held')).toBe(true);
    expect(document.querySelectorAll('.highlight').length).toBeGreaterThan(0);
    const target = session.state.value.tableau[m.to.index]!.at(-1)!.card;
    await tapEl(cardEl(target));
    expect(session.state.value.tableau[m.to.index]!.at(-1)!.card).toBe(card);
    expect(document.querySelectorAll('.highlight')).toHaveLength(0);
  });

  it('sends a card to its foundation on a double click', async () => {
    // Deal 2 of Shamrocks has an Ace on top of a fan (found with the engine when this test was written).
    const { session } = await mountGame('#/shamrocks?deal=2');
    const i = session.state.value.tableau.findIndex((p) => p.at(-1) && p.at(-1)!.card % 13 === 0);
    expect(i).toBeGreaterThanOrEqual(0);
    const ace = session.state.value.tableau[i]!.at(-1)!.card;
    await doubleTapEl(cardEl(ace));
    expect(session.state.value.foundations.some((f) => f.some((c) => c.card === ace))).toBe(true);
  });

  it('plays with the keyboard alone: arrows, Enter to pick up and to drop', async () => {
    const { session } = await mountGame('#/shamrocks?deal=2');
    const m = legalMoves(session.rules.value, session.state.value).find(
      (x): x is Extract<Move, { kind: 'move' }> =>
        x.kind === 'move' && x.to.zone === 'tableau' && x.from.index < x.to.index,
    )!;
    const focused = () => {
      const el = document.activeElement as HTMLElement;
      return { zone: el.dataset.pile?.split('-')[0], index: Number(el.dataset.pile?.split('-')[1]) };
    };
    const onTop = (pile: { index: number }) => {
      const el = document.activeElement as HTMLElement;
      return (
        samePile(focused() as never, { zone: 'tableau', index: pile.index }) &&
        Number(el.dataset.index) === session.state.value.tableau[pile.index]!.length - 1
      );
    };
    const moving = session.state.value.tableau[m.from.index]!.at(-1)!.card;
    (document.querySelector('.card[tabindex="0"], .slot[tabindex="0"]') as HTMLElement).focus();
    await key('ArrowDown');
    for (let n = 0; n < 100 && !onTop(m.from); n++) await key('ArrowRight');
    expect(onTop(m.from)).toBe(true);
    await key('Enter');
    expect(session.announcement.value).toMatch(/picked up/);
    for (let n = 0; n < 100 && !samePile(focused() as never, m.to); n++) await key('ArrowRight');
    await key('Enter');
    expect(session.state.value.moveCount).toBe(1);
    expect(session.state.value.tableau[m.to.index]!.at(-1)!.card).toBe(moving);
    await key('u');
    expect(session.state.value.moveCount).toBe(0);
  });

  it('keeps the keyboard focus on the stock as it draws, empties and turns over, with Enter and with D', async () => {
    const { session } = await mountGame('#/athena?deal=123');
    const onStock = () => {
      const el = document.activeElement as HTMLElement;
      return (el.dataset.pile ?? el.dataset.slot) === 'stock-0';
    };
    (cardEl(session.state.value.stock.at(-1)!.card) as HTMLElement).focus();
    const seen: boolean[] = [];
    for (let n = 0; n < 10 && session.state.value.stock.length > 0; n++) {
      await key(n % 2 ? 'd' : 'Enter');
      seen.push(onStock());
    }
    expect(session.state.value.stock).toHaveLength(0);
    expect(document.activeElement!.getAttribute('data-slot')).toBe('stock-0');
    await key('Enter');
    expect(session.state.value.stock.length).toBeGreaterThan(0);
    seen.push(onStock());
    expect(seen.every(Boolean)).toBe(true);
  });

  it('says how many cards come up with the one picked from the keyboard, in each language', async () => {
    // Athena deals its columns' top cards face up on face-down ones: a first move onto a column makes a run of two.
    const { session } = await mountGame('#/athena?deal=1');
    session.send({ type: 'setSettings', patch: { autoFoundations: false } });
    const m = legalMoves(session.rules.value, session.state.value).find(
      (x): x is Extract<Move, { kind: 'move' }> =>
        x.kind === 'move' && x.from.zone === 'tableau' && x.to.zone === 'tableau',
    )!;
    expect(session.tryMove(m)).toBeNull();
    await flushPromises();
    const base = session.state.value.tableau[m.to.index]!.at(-2)!.card;
    for (const [locale, said] of [
      ['en', 'and 1 more picked up.'],
      ['es', 'y 1 más levantadas.'],
      ['fr', 'et 1 autre prises.'],
    ] as const) {
      session.locale.value = locale;
      (cardEl(base) as HTMLElement).focus();
      await key('Enter');
      expect(session.announcement.value).toContain(`${cardLabel(base, locale, true)} ${said}`);
      await key('Escape');
    }
  });

  it('switches language: chrome, card labels and the rules follow', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    await w.find('select[name="language"]').setValue('es');
    expect(w.find('[data-action="new"]').text()).toBe('Nueva partida');
    const top = session.state.value.tableau[0]!.at(-1)!;
    expect(cardEl(top.card).getAttribute('aria-label')).toBe(`${cardLabel(top.card, 'es')}, boca arriba`);
    await w.find('[data-action="rules"]').trigger('click');
    const doc = renderRules(session.rules.value, 'es');
    // The rules text is loaded when the panel first opens.
    await vi.waitFor(() => expect(document.querySelector('.dialog h2')!.textContent).toBe(doc.title));
    expect(document.querySelector('.rules')!.textContent).toContain(doc.sections[0]!.paragraphs[0]!.text);
    expect(localStorage.getItem('solitaire:locale')).toBe('es');
  });

  it('shows link problems and still deals a game', async () => {
    await mountGame('#/athena?deal=banana');
    expect(document.querySelector('.notice')!.textContent).toContain('“banana” is not a deal number');
    expect(document.querySelectorAll('[data-card]')).toHaveLength(52);
  });

  it('lists the rule options of the chosen variant in the game picker and deals the choice', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    await w.find('[data-action="games"]').trigger('click');
    const picker = () => document.querySelector('.picker')!;
    expect([...picker().querySelectorAll('select')].map((s) => s.getAttribute('name'))).toEqual([
      'variant',
      'draw',
      'redeals',
    ]);
    const variant = picker().querySelector('select[name="variant"]') as HTMLSelectElement;
    variant.value = 'shamrocks';
    variant.dispatchEvent(new Event('change'));
    await flushPromises();
    expect([...picker().querySelectorAll('select')].map((s) => s.getAttribute('name'))).toEqual([
      'variant',
      'kingsToBottom',
    ]);
    const deal = picker().querySelector('input[name="deal"]') as HTMLInputElement;
    deal.value = '31';
    deal.dispatchEvent(new Event('input'));
    picker().dispatchEvent(new Event('submit'));
    await flushPromises();
    expect([session.rules.value.id, session.game.value.deal]).toEqual(['shamrocks', 31]);
    expect(findVariant('shamrocks')!.options.map((o) => o.key)).toEqual(['kingsToBottom']);
  });

  it('shows the statistics of the variant', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    session.tryMove({ kind: 'draw' });
    await w.find('[data-action="stats"]').trigger('click');
    const values = [...document.querySelectorAll('.stats dd')].map((d) => d.textContent);
    expect(values).toEqual(['1', '0', '0%', '0', '0', '–', '0', '0', '0']);
  });

  it('asks before a game in progress is left, in a native dialog: keep playing, or leave', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    session.tryMove({ kind: 'draw' });
    await w.find('[data-action="new"]').trigger('click');
    const dialog = () => document.querySelector('dialog[data-confirm]');
    expect(dialog()?.textContent).toContain('Leave this game?');
    await key('d'); // the page's keys wait for the answer
    expect(session.state.value.waste).toHaveLength(3);
    (dialog()!.querySelector('[data-action="keep"]') as HTMLElement).click();
    await flushPromises();
    expect([dialog(), session.game.value.deal, session.state.value.waste.length]).toEqual([null, 123, 3]);
    await w.find('[data-action="restart"]').trigger('click');
    (dialog()!.querySelector('[data-action="leave"]') as HTMLElement).click();
    await flushPromises();
    expect([dialog(), session.game.value.deal, session.state.value.moveCount]).toEqual([null, 123, 0]);
  });

  it('plays the hint with the P key and the Play hint button', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    // Without a proven line, the first press says the hint and the next one plays it.
    await key('p');
    expect([session.state.value.moveCount, document.querySelectorAll('.hinted').length > 0]).toEqual([0, true]);
    await key('p');
    expect(session.state.value.moveCount).toBeGreaterThan(0);
    const button = w.find('[data-action="playHint"]');
    const before = session.state.value;
    await button.trigger('click');
    expect(session.state.value).toBe(before);
    await button.trigger('click');
    expect(session.state.value).not.toBe(before);
  });

  it('offers a redeal button when the game redeals without a stock, and only then', async () => {
    const lucie = await mountGame('#/la-belle-lucie?deal=3');
    const button = lucie.w.find('[data-action="redeal"]');
    expect(button.text()).toBe('Redeal (2 left)');
    await button.trigger('click');
    expect(lucie.session.state.value.redeals).toBe(1);
    expect(button.text()).toBe('Redeal (1 left)');
    unmountPage();
    const athena = await mountGame('#/athena?deal=3');
    expect(athena.w.find('[data-action="redeal"]').exists()).toBe(false);
  });
});

describe('solver assistance on the page', () => {
  const mountWithSolver = async (hash: string, broken: 'throws' | null = null) => {
    const fake = fakeWorkers(broken);
    const session = createSession('en', { ...env, solver: createWebSolver(fake.start), timer: promptTimer() });
    session.openRoute(hash, '');
    return { session, w: await mountPage(session), fake };
  };
  const verdictText = () => document.querySelector('[data-verdict]')?.textContent ?? null;

  it('shows the live verdict by the status, thinking first, and a switch turns it off for good', async () => {
    const { w, fake } = await mountWithSolver('#/athena?deal=2');
    expect(verdictText()).toBe('Thinking…');
    fake.answer();
    await flushPromises();
    expect(verdictText()).toBe('Can still be won');
    expect(document.querySelector('[data-live]')!.textContent).toContain('This game can still be won.');
    const toggle = w.find('input[name="verdict"]');
    expect(toggle.attributes('role')).toBe('switch');
    await toggle.setValue(false);
    await flushPromises();
    expect(verdictText()).toBeNull();
    expect(localStorage.getItem('solitaire:verdict')).toBe('off');
  });

  it('gives a proven hint, and never turns auto-finish on for a mere verdict', async () => {
    const { w, fake } = await mountWithSolver('#/athena?deal=2');
    fake.answer();
    await flushPromises();
    expect(w.find('[data-action="finish"]').attributes('disabled')).toBeDefined();
    await w.find('[data-action="hint"]').trigger('click');
    expect(document.querySelector('[data-toast]')!.textContent).toMatch(/Proven: this move leads to a win\.$/);
    expect(document.querySelectorAll('.hinted').length).toBeGreaterThan(0);
  });

  it('offers winnable deals only in the game picker, explained, and deals the one found', async () => {
    const { session, w, fake } = await mountWithSolver('#/athena?deal=2');
    await w.find('[data-action="games"]').trigger('click');
    const box = document.querySelector('input[name="winnable"]') as HTMLInputElement;
    expect(box.disabled).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toContain(
      'you can still lose them',
    );
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    document.querySelector('.picker')!.dispatchEvent(new Event('submit'));
    await flushPromises();
    expect(verdictText()).toBe('Looking for a winnable deal…');
    fake.answer(() => ({ kind: 'winnableDeal', deal: 99, tried: 1 }));
    await flushPromises();
    expect(session.game.value.deal).toBe(99);
    expect(document.querySelector('[data-status="deal"]')!.textContent).toBe('Deal 99');
    expect(localStorage.getItem('solitaire:winnable-only')).toBe('on');
  });

  it('stops "show me" at Escape and at a press on a card or the felt, not at a press on the toolbar', async () => {
    const fake = fakeWorkers();
    // A timer never turned: no move of the win is played while the test presses.
    const session = createSession('en', {
      ...env,
      solver: createWebSolver(fake.start),
      timer: promptTimer(handTimer()),
    });
    session.openRoute('#/athena?deal=2', '');
    const page = await mountPage(session);
    fake.answer();
    await flushPromises();
    const stoppedBy = async (press: () => void | Promise<void>) => {
      session.send({ type: 'showMe' });
      await flushPromises();
      expect(session.play.value.showing).toBe(true);
      await press();
      await flushPromises();
      return !session.play.value.showing;
    };
    const card = cardEl(session.state.value.tableau[0]!.at(-1)!.card);
    expect(await stoppedBy(() => key('Escape'))).toBe(true);
    expect(session.announcement.value).toBe('Stopped showing: your turn.');
    expect(await stoppedBy(() => pointer(card, 'pointerdown'))).toBe(true);
    expect(await stoppedBy(() => pointer(document.querySelector('.table')!, 'pointerdown'))).toBe(true);
    expect(await stoppedBy(() => pointer(document.body, 'pointerdown'))).toBe(true);
    expect(await stoppedBy(() => pointer(document.querySelector('[data-action="new"]')!, 'pointerdown'))).toBe(false);
    // The toolbar's own entry stops it with a click, as before.
    await page.find('[data-action="showMe"]').trigger('click');
    expect(session.play.value.showing).toBe(false);
  });

  it('says the solver is unavailable, and the picker says why its option is off', async () => {
    const { w } = await mountWithSolver('#/athena?deal=2', 'throws');
    await flushPromises();
    expect(verdictText()).toBe('Solver unavailable');
    await w.find('[data-action="games"]').trigger('click');
    expect((document.querySelector('input[name="winnable"]') as HTMLInputElement).disabled).toBe(true);
    expect(document.querySelector('#winnable-help')!.textContent).toBe('The solver is unavailable in this browser.');
  });
});

describe('settings and feedback', () => {
  const change = async (selector: string, set: (el: HTMLInputElement & HTMLSelectElement) => void) => {
    const el = document.querySelector(selector) as HTMLInputElement & HTMLSelectElement;
    set(el);
    el.dispatchEvent(new Event('change'));
    await flushPromises();
  };

  it('applies and remembers the theme, the deck and the automatic moves from the settings panel', async () => {
    const { session, w } = await mountGame('#/athena?deal=123');
    expect(document.documentElement.dataset.theme).toBe('light');
    await w.find('[data-action="settings"]').trigger('click');
    await change('select[name="theme"]', (el) => {
      el.value = 'dark';
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    await change('input[name="fourColour"]', (el) => {
      el.checked = true;
    });
    expect(document.documentElement.style.getPropertyValue('--diamonds-ink')).not.toBe(
      document.documentElement.style.getPropertyValue('--red'),
    );
    await change('input[name="autoFoundations"]', (el) => {
      el.checked = false;
    });
    expect(session.play.value.settings.autoFoundations).toBe(false);
    expect(localStorage.getItem('solitaire:auto-foundations')).toBe('off');
    expect(JSON.parse(localStorage.getItem('solitaire:appearance')!)).toMatchObject({
      theme: 'dark',
      fourColour: true,
    });
    // A new session reads them back.
    expect(createSession('en', env).play.value.settings.autoFoundations).toBe(false);
  });

  it('says why when a card that cannot move is dragged, and when Finish is not available', async () => {
    const { session } = await mountGame('#/shamrocks?deal=7');
    const fan = session.state.value.tableau.findIndex((p) => p.length >= 3);
    const covered = cardEl(session.state.value.tableau[fan]![0]!.card);
    pointer(covered, 'pointerdown');
    const { x, y } = placeOf(covered);
    // Released away from the card, over the table: no tap on the card explains it, the drag must.
    for (const type of ['pointermove', 'pointerup']) {
      (type === 'pointermove' ? covered : document.querySelector('.table')!).dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          button: 0,
          pointerId: 1,
          pointerType: 'mouse',
          clientX: x + 30,
          clientY: y + 30,
        }),
      );
    }
    await flushPromises();
    const toast = () => document.querySelector('[data-toast]')!.textContent!.trim();
    expect(toast()).not.toBe('');
    expect(session.state.value.tableau[fan]![0]!.card).toBe(Number(covered.getAttribute('data-card')));
    await key('a');
    expect(toast()).toBe('The game cannot be finished automatically yet.');
  });
});

describe('keyboard focus around the win box and the skip link', () => {
  const inTable = () => !!document.activeElement?.closest('.table');
  const wonGame = async () => {
    localStorage.setItem('solitaire:game:athena', nearlyWonSave(findVariant('athena')!, 2).text);
    const game = await mountGame('#/athena?deal=2');
    (document.querySelector('.table [tabindex="0"]') as HTMLElement).focus();
    await key('a');
    expect(game.session.status.value).toBe('won');
    return game;
  };

  it('gives the win box the focus when it opens, and the table when Escape puts it away', async () => {
    await wonGame();
    const box = document.querySelector('[data-win]')!;
    expect(box.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('You won!');
    expect(document.activeElement).toBe(box.querySelector('[data-action="again"]'));
    await key('Escape');
    expect(document.querySelector('[data-win]')).toBeNull();
    expect(inTable()).toBe(true);
  });

  it('gives the focus back to the table when "Play again" deals a new game', async () => {
    const { session } = await wonGame();
    (document.activeElement as HTMLElement).click();
    await flushPromises();
    expect([session.status.value, document.querySelector('[data-win]')]).toEqual(['playing', null]);
    expect(inTable()).toBe(true);
  });

  it('starts the page with a skip link that takes the focus to the table', async () => {
    await mountGame('#/athena?deal=2');
    const first = document.querySelector('button, a[href], select, input, [tabindex="0"]') as HTMLElement;
    expect(first.dataset.action).toBe('skip');
    expect(first.textContent).toBe('Skip to the cards');
    first.click();
    await flushPromises();
    expect(inTable()).toBe(true);
  });
});
