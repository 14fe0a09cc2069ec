export interface CuttingProxy {
  url: string;
  upstreamBytes(): number;
  cuts(): number;
  reset(): void;
  /** Refusing: open connections are dropped and new ones closed at once (a server out of reach, the device "online"). */
  setRefusing(refusing: boolean): void;
  close(): Promise<void>;
}
export function startCuttingProxy(options: {
  port: number;
  targetPort: number;
  targetHost?: string;
  cutAfter: number;
}): Promise<CuttingProxy>;
