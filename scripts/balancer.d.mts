import type http from 'node:http';

export interface RunningBalancer {
  url: string;
  server: http.Server;
  /** The targets in rotation now. */
  healthy(): string[];
  close(): Promise<void>;
}

export function startBalancer(options: { targets: string[]; port: number; host?: string; checkIntervalMs?: number; log?: (line: string) => void }): Promise<RunningBalancer>;
