// Heavy drawings (recharts' charts) take turns: each starts in a task of its own once the one before has drawn, so a
// page of six charts costs the browser six shorter tasks instead of one long one that blocks input (issue 26:
// Lighthouse's total blocking time). A chart draws over several passes — its code arrives, it measures its box
// (ResizeObserver), recharts lays its parts out — so a turn ends when its SVG is there, not when React commits.

type Start = () => void;

const waiting: Start[] = [];
let busy = false;

/** Asks for a turn: `start` runs when it is this drawing's turn. Returns a cancel for a drawing that goes away first. */
export function takeDrawingTurn(start: Start): () => void {
  waiting.push(start);
  if (!busy) startNext();
  return () => {
    const index = waiting.indexOf(start);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Ends the current turn once `drawn()` holds, checked before each frame (at most `patienceMs`, so a drawing that
 * never shows an SVG — an error, an empty chart — does not hold the others up); the next drawing starts in a task
 * of its own. Returns a cancel that ends the turn at once (the drawing went away).
 */
export function endDrawingTurnWhen(drawn: () => boolean, patienceMs = 1000): () => void {
  const deadline = performance.now() + patienceMs;
  let frame = 0;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    cancelAnimationFrame(frame);
    setTimeout(startNext, 0);
  };
  const check = () => {
    if (drawn() || performance.now() > deadline) end();
    else frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  // A tab in the background gets no frames: the turn still ends.
  setTimeout(end, patienceMs);
  return end;
}

function startNext(): void {
  const start = waiting.shift();
  busy = start !== undefined;
  start?.();
}
