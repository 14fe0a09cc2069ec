export interface CountingProxy {
  port: number;
  counts: { down: number; up: number; connections: number };
  close(): Promise<void>;
}
export function startCountingProxy(target: { host?: string; port: number }): Promise<CountingProxy>;
export function dataDietInit(connection: { saveData?: boolean; effectiveType?: string }): string;
export function measureFirstVisit(options: {
  target: { host?: string; port: number };
  path?: string;
  seconds?: number;
  saveData?: boolean;
  effectiveType?: string;
}): Promise<{ bytes: number; sent: number; urls: string[]; warm: string | null }>;
