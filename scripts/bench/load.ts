import autocannon from "autocannon";
import { percentile } from "./percentile";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * A bounded load run against a loopback URL (autocannon, HTTP/1.1 keep-alive); GET unless `send`
 * says. p50 and p99 are exact, from every response's time: autocannon's own are whole
 * milliseconds, too coarse for pages that answer in a few (and for what a proxy adds to them).
 */
export function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  send?: { method: "POST"; body: string },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: seconds, headers, ...send }, (error, result) => {
      if (error) return reject(error);
      const exact = (p: number) => (times.length ? Math.round(percentile(times, p) * 100) / 100 : NaN);
      resolve({
        rps: Math.round(result.requests.average),
        p50: exact(0.5),
        p99: exact(0.99),
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
}
