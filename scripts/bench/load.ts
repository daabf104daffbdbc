import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A bounded load run against a loopback URL (autocannon, HTTP/1.1 keep-alive); GET unless `send` says. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  send?: { method: "POST"; body: string },
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers, ...send });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
