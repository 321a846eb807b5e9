import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const TEMPLATE: string;
export function haproxyBinary(env?: NodeJS.ProcessEnv): string;
export function haproxyConfig(ports: { gatewayPorts: number[]; apiPorts: number[]; statsSocket?: string }): string;
export function haproxyEnv(options: {
  port: number;
  host?: string;
  apiPort: number;
  checkIntervalMs?: number;
  retries?: number;
}): Record<string, string>;
export function writeHaproxyConfig(file: string, ports: { gatewayPorts: number[]; apiPorts: number[] }, env: NodeJS.ProcessEnv): string;
export function checkHaproxyConfig(file: string, env: NodeJS.ProcessEnv): string;
export function haproxyInstalled(env?: NodeJS.ProcessEnv): boolean;
export function spawnHaproxy(file: string, env: NodeJS.ProcessEnv, options?: SpawnOptions): ChildProcess;

export interface RunningHaproxy {
  /** The browsers' frontend. */
  url: string;
  /** The API frontend (the gateways' API_URL). */
  apiUrl: string;
  child: ChildProcess;
  /** `127.0.0.1:<port>` of the servers of a backend that are in rotation now. */
  routable(backend?: 'gateways' | 'api'): Promise<string[]>;
  close(): Promise<void>;
}

export function startHaproxy(options: {
  dir: string;
  port: number;
  apiPort: number;
  gatewayPorts: number[];
  apiPorts: number[];
  checkIntervalMs?: number;
  env?: NodeJS.ProcessEnv;
  stdio?: SpawnOptions['stdio'];
}): Promise<RunningHaproxy>;
