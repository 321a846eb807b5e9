// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { takeDrawingTurn } from './drawingTurns';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets frames and timers run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 800 && !done(); i++) await tick();
}

describe('drawing turns', () => {
  it('the next drawing starts only once the one before has drawn, in a task of its own, in the order they asked', async () => {
    const started: string[] = [];
    const drawn = new Set<string>();
    const ask = (name: string) => {
      takeDrawingTurn((turn) => {
        started.push(name);
        turn.endWhen(() => drawn.has(name));
      });
    };
    ask('status');
    ask('value');
    ask('funnel');
    expect(started).toEqual(['status']);
    await tick(50);
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
    // The last turn ends too: the next test starts with nobody drawing.
    await tick(50);
  });

  it('a drawing that never draws holds the others up for at most its patience', async () => {
    const started: string[] = [];
    takeDrawingTurn((turn) => {
      started.push('broken');
      turn.endWhen(() => false, 100);
    });
    takeDrawingTurn((turn) => {
      started.push('next');
      turn.endWhen(() => true);
    });
    expect(started).toEqual(['broken']);
    await until(() => started.length === 2);
    expect(started).toEqual(['broken', 'next']);
    await tick(50);
  });

  it('a drawing that goes away gives up its place in the line, or its turn', async () => {
    const started: string[] = [];
    const first = takeDrawingTurn(() => started.push('first'));
    const second = takeDrawingTurn(() => started.push('second'));
    takeDrawingTurn((turn) => {
      started.push('third');
      turn.endWhen(() => true);
    });
    second.cancel();
    expect(started).toEqual(['first']);
    // Gone during its turn (say, while its code was still downloading).
    first.cancel();
    await until(() => started.length === 2);
    expect(started).toEqual(['first', 'third']);
    await tick(50);
  });

  it('a turn nobody ends ends by itself after three seconds', async () => {
    const started: string[] = [];
    takeDrawingTurn(() => started.push('forgotten'));
    takeDrawingTurn((turn) => {
      started.push('next');
      turn.endWhen(() => true);
    });
    await tick(2500);
    expect(started).toEqual(['forgotten']);
    await until(() => started.length === 2);
    expect(started).toEqual(['forgotten', 'next']);
  });
});
