// Heavy drawings (recharts' charts) take turns: each starts in a task of its own once the one before has drawn, so a
// page of six charts costs the browser six shorter tasks instead of one long one that blocks input (issue 26:
// Lighthouse's total blocking time). A chart draws over several passes — its code arrives, it measures its box
// (ResizeObserver), recharts lays its parts out — so a turn ends when its SVG is there, not when React commits.

/** A drawing's place in the line, then its turn. */
export interface DrawingTurn {
  /**
   * Ends the turn once `drawn()` holds, checked before each frame, or after `patienceMs` (a drawing that never shows
   * an SVG — an error, an empty chart — does not hold the others up).
   */
  endWhen(drawn: () => boolean, patienceMs?: number): void;
  /** The drawing went away: out of the line, or its turn ends. */
  cancel(): void;
}

interface Turn {
  start: () => void;
  ended: boolean;
}

// However a turn goes (its code still downloading, its drawing gone before it drew), the next one starts by then.
const LONGEST_TURN_MS = 3000;

const waiting: Turn[] = [];
let current: Turn | null = null;

/** Asks for a turn: `start` runs when it is this drawing's turn (at once when nobody else is drawing). */
export function takeDrawingTurn(start: (turn: DrawingTurn) => void): DrawingTurn {
  const turn: Turn = { start: () => start(drawingTurn), ended: false };
  const drawingTurn: DrawingTurn = {
    endWhen(drawn, patienceMs = 1000) {
      // Stops by itself once the turn has ended (drawn, out of patience, or cancelled).
      const check = () => {
        if (turn.ended) return;
        if (drawn()) end(turn);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
      // Patience runs on a timer, not on frames: a tab in the background gets none, and the turn still ends.
      setTimeout(() => end(turn), patienceMs);
    },
    cancel() {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
      else end(turn);
    },
  };
  waiting.push(turn);
  if (!current) startNext();
  return drawingTurn;
}

function end(turn: Turn): void {
  if (turn.ended) return;
  turn.ended = true;
  if (current !== turn) return;
  current = null;
  // The next drawing starts in a task of its own, after whatever this one's last pass still does.
  setTimeout(startNext, 0);
}

function startNext(): void {
  if (current) return;
  const turn = waiting.shift();
  if (!turn) return;
  current = turn;
  setTimeout(() => end(turn), LONGEST_TURN_MS);
  turn.start();
}
