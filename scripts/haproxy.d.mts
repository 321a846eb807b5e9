import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const TEMPLATE: string;
export function haproxyBinary(env?: NodeJS.ProcessEnv): string;
export function haproxyConfig(ports: { gatewayPorts: number[]; apiPorts: number[] }): string;
export function haproxyEnv(options: { port: number; host?: string; apiPort: number; checkIntervalMs?: number; retries?: number }): Record<string, string>;
export function writeHaproxyConfig(file: string, ports: { gatewayPorts: number[]; apiPorts: number[] }, env: NodeJS.ProcessEnv): string;
export function haproxyInstalled(env?: NodeJS.ProcessEnv): boolean;
export function spawnHaproxy(file: string, env: NodeJS.ProcessEnv, options?: SpawnOptions): ChildProcess;
