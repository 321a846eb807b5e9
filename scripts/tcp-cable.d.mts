export interface TcpCable {
  /** The local port to connect to instead of the target's (127.0.0.1). */
  port: number;
  /** Drops every connection through the cable and stops listening. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Same as cut(), for cleanup. */
  close(): Promise<void>;
}

export function startTcpCable(target: { host: string; port: number }): Promise<TcpCable>;
