import type { FaultCluster } from './fault-cluster.mjs';
import type { FaultFigures } from './fault-load.mjs';
import type { Supervised } from './supervisor.mjs';

export const WRITES_PER_FAULT: number;
export type FaultName =
  'gateway SIGTERM' | 'gateway SIGKILL' | 'API SIGTERM' | 'API SIGKILL' | 'Redis stopped 5 s' | 'PostgreSQL link cut 10 s';
export const FAULTS: Record<FaultName, (cluster: FaultCluster) => Promise<void>>;
export function settled(cluster: FaultCluster): Promise<void>;
export function restarted(cluster: FaultCluster, entry: Supervised, url: string, restartsBefore: number): Promise<void>;
export function underLoad(
  cluster: FaultCluster,
  options: { token: string; postId: string; name: string; fault: () => Promise<void> },
): Promise<FaultFigures & { faultAt: number }>;
