import type { ChildProcess } from 'node:child_process';
import type { RunningHaproxy } from './haproxy.mjs';
import type { Supervised, Supervisor } from './supervisor.mjs';
import type { TcpCable } from './tcp-cable.mjs';

export interface FaultCluster {
  /** HAProxy's public frontend: where clients go. */
  url: string;
  /** The first API process, directly (`api`'s address). */
  apiUrl: string;
  gateways: { entry: Supervised; url: string }[];
  /** The first API process. */
  api: Supervised;
  /** Every API process (two on PostgreSQL, one on PGlite), each directly; the gateways reach them through `haproxy.apiUrl`. */
  apis: { entry: Supervised; url: string }[];
  haproxy: RunningHaproxy;
  /** The API ↔ PostgreSQL link, to cut (PostgreSQL only: PGlite runs inside the API). */
  databaseCable: TcpCable | undefined;
  supervisor: Supervisor;
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> };
  healthy(url: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startRedis(port: number): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
export function startFaultCluster(options?: { log?: (line: string) => void; shutdownDelayMs?: number }): Promise<FaultCluster>;
