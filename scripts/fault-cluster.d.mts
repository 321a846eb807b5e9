import type { ChildProcess } from 'node:child_process';
import type { RunningBalancer } from './balancer.mjs';
import type { Supervised, Supervisor } from './supervisor.mjs';
import type { TcpCable } from './tcp-cable.mjs';

export interface FaultCluster {
  /** The balancer: where clients go. */
  url: string;
  apiUrl: string;
  gateways: { entry: Supervised; url: string }[];
  api: Supervised;
  /** The API ↔ PostgreSQL link, to cut (PostgreSQL only: PGlite runs inside the API). */
  databaseCable: TcpCable | undefined;
  balancer: RunningBalancer;
  supervisor: Supervisor;
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> };
  healthy(url: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startRedis(port: number): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
export function startFaultCluster(options?: { log?: (line: string) => void; shutdownDelayMs?: number }): Promise<FaultCluster>;
