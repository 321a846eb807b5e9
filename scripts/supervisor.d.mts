import type { ChildProcess } from 'node:child_process';

export interface Supervised {
  name: string;
  /** The current process (replaced on each restart). */
  child: ChildProcess;
  restarts: number;
  startedAt: number;
  /** Resolves when the current process has exited. */
  exited(): Promise<void>;
  cancel(): void;
}

export interface Supervisor {
  keep(name: string, spawnChild: () => ChildProcess): Supervised;
  stopAll(groups?: Supervised[][]): Promise<void>;
  supervised: Supervised[];
}

export function createSupervisor(options?: { log?: (line: string) => void; firstBackoffMs?: number }): Supervisor;
