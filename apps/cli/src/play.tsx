import { render } from 'ink';
import { App } from './App.js';
import { threadAssistant } from './assistLane.js';
import { type Prepared, randomDeal } from './launch.js';
import { traceFrame } from './trace.js';

/** Cursor to the top left, screen below it erased: Ink's first frame replaces the one painted before it loaded. */
const HOME_AND_CLEAR = '\u001b[H\u001b[J';

/** Runs the interactive game until the player quits (the screen is already set up by the caller). */
export const playGame = async ({ start, glyphs, colour, today, playerDay }: Prepared): Promise<void> => {
  process.stdout.write(HOME_AND_CLEAR);
  const assistant = threadAssistant();
  const instance = render(
    <App
      initial={start.session} glyphs={glyphs} colour={colour} store={start.store}
      randomDeal={randomDeal} assistant={assistant} today={today} playerDay={playerDay}
    />,
    { exitOnCtrlC: true, patchConsole: false, onRender: traceFrame },
  );
  try {
    await instance.waitUntilExit();
  } finally {
    assistant.position.close();
    assistant.deals.close();
  }
};
