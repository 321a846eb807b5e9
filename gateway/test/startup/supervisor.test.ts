import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor, type Supervisor } from '../../../scripts/supervisor.mjs';

/** A child that runs until told to stop. */
const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the cluster supervisor (scripts/supervisor.mjs)', () => {
  let supervisor: Supervisor | undefined;
  afterEach(() => supervisor?.stopAll());

  it('restarts a child that dies, with a doubling back-off, logged, while the others keep running', async () => {
    const log: string[] = [];
    supervisor = createSupervisor({ log: (line) => log.push(line), firstBackoffMs: 100 });
    const one = supervisor.keep('one', sleeper);
    const two = supervisor.keep('two', sleeper);
    const twoPid = two.child.pid;

    one.child.kill('SIGKILL');
    while (one.restarts < 1) await sleep(20);
    one.child.kill('SIGKILL');
    while (one.restarts < 2) await sleep(20);

    expect(log).toEqual([
      expect.stringMatching(/^supervisor: one exited \(signal SIGKILL\) after \d+\.\d s; restarting in 0\.1 s$/),
      expect.stringMatching(/^supervisor: one restarted \(pid \d+, restart 1\)$/),
      expect.stringMatching(/^supervisor: one exited \(signal SIGKILL\) after \d+\.\d s; restarting in 0\.2 s$/),
      expect.stringMatching(/^supervisor: one restarted \(pid \d+, restart 2\)$/),
    ]);
    expect(two.child.pid).toBe(twoPid);
    expect(two.child.exitCode).toBeNull();
    expect(two.restarts).toBe(0);
  });

  it('stops every child on stopAll, group by group, and restarts none of them', async () => {
    supervisor = createSupervisor({ log: () => undefined, firstBackoffMs: 50 });
    const first = supervisor.keep('first', sleeper);
    const second = supervisor.keep('second', sleeper);
    const order: string[] = [];
    first.child.once('exit', () => order.push('first'));
    second.child.once('exit', () => order.push('second'));
    await supervisor.stopAll([[first], [second]]);
    await sleep(200);
    expect(order).toEqual(['first', 'second']);
    expect([first.restarts, second.restarts]).toEqual([0, 0]);
    expect([first.child.signalCode, second.child.signalCode]).toEqual(['SIGTERM', 'SIGTERM']);
  });
});
