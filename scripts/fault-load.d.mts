export interface Outcome {
  at: number;
  ms: number;
  write: boolean;
  ok: boolean;
  status: number;
  code?: string;
}

export interface GraphqlAnswer {
  ok: boolean;
  status: number;
  code?: string;
  data?: unknown;
}

export interface Load {
  outcomes: Outcome[];
  acknowledged: string[];
  writesSent(): number;
  served(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface FaultFigures {
  requests: number;
  clientErrors: number;
  errorsByKind: Record<string, number>;
  recoveryMs: number;
  writesSent: number;
  writesAcknowledged: number;
  acknowledgedLost: number;
  doubled: number;
  storedUnacknowledged: number;
  commentCountAgrees: boolean;
}

export function graphql(url: string, token: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer>;
export function signIn(url: string, email: string, password: string): Promise<string>;
export function firstPostId(url: string, token: string): Promise<string>;
export function startLoad(options: { url: string; token: string; postId: string; run: string; clients?: number; pauseMs?: number }): Load;
export function faultFigures(options: {
  url: string;
  token: string;
  postId: string;
  run: string;
  load: Load;
  faultAt: number;
}): Promise<FaultFigures>;
