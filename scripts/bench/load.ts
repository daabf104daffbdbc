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
 *
 * Each connection is renewed by the load generator every RENEW_AFTER requests, before nginx ends it
 * (keepalive_requests, 1,000 by default). When the server ends a connection, autocannon 9 opens
 * another without forgetting the request left unanswered on the old one, so from then on every
 * response is timed from the request before it: through nginx at one connection, p50 read 1.85 ms
 * more than a node reached directly, while the wall time per request was the same. (Upstream, its
 * client would clear its pipelined requests on 'end' as it does on its own reconnects.)
 */
const RENEW_AFTER = 500;

export function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  send?: { method: "POST"; body: string },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers, reconnectRate: RENEW_AFTER, ...send },
      (error, result) => {
        if (error) return reject(error);
        const exact = (p: number) => (times.length ? Math.round(percentile(times, p) * 100) / 100 : NaN);
        resolve({
          rps: Math.round(result.requests.average),
          p50: exact(0.5),
          p99: exact(0.99),
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
}
