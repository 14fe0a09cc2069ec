export function measureResume(options: { baseUrl: string; timeoutMs?: number }): Promise<{
  fileBytes: number;
  wireBytes: number;
  ratio: number;
  cuts: number;
  reportsStored: number;
  seconds: number;
}>;
