// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { endDrawingTurnWhen, takeDrawingTurn } from './drawingTurns';

/** Lets frames and timers run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('drawing turns', () => {
  it('the next drawing starts only once the one before has drawn, in a task of its own, in the order they asked', async () => {
    const started: string[] = [];
    const drawn = new Set<string>();
    const ask = (name: string) =>
      takeDrawingTurn(() => {
        started.push(name);
        endDrawingTurnWhen(() => drawn.has(name));
      });
    ask('status');
    ask('value');
    ask('funnel');
    expect(started).toEqual(['status']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual(['status']);

    drawn.add('status');
    // Not in the same task as the drawing that ended its turn.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(started).toEqual(['status']);
    await until(() => started.length === 2);
    expect(started).toEqual(['status', 'value']);

    drawn.add('value');
    await until(() => started.length === 3);
    expect(started).toEqual(['status', 'value', 'funnel']);
    drawn.add('funnel');
    // The last turn ends too (the next test starts with nobody drawing).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('a drawing that never draws holds the others up for at most its patience', async () => {
    const started: string[] = [];
    takeDrawingTurn(() => {
      started.push('broken');
      endDrawingTurnWhen(() => false, 100);
    });
    takeDrawingTurn(() => {
      started.push('next');
      endDrawingTurnWhen(() => true);
    });
    expect(started).toEqual(['broken']);
    await until(() => started.length === 2);
    expect(started).toEqual(['broken', 'next']);
  });

  it('a drawing that goes away gives up its place in the line, or its turn', async () => {
    const started: string[] = [];
    let endFirst = () => undefined as void;
    takeDrawingTurn(() => {
      started.push('first');
      endFirst = endDrawingTurnWhen(() => false);
    });
    const cancelSecond = takeDrawingTurn(() => started.push('second'));
    takeDrawingTurn(() => {
      started.push('third');
      endDrawingTurnWhen(() => true);
    });
    cancelSecond();
    endFirst();
    await until(() => started.length === 2);
    expect(started).toEqual(['first', 'third']);
  });
});
