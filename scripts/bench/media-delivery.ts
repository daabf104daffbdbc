import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import pg from "pg";
import type { Cluster } from "../cluster/cluster";
import { parseStorageUrl } from "../../src/server/storage/s3-store";
import { S3RVER_KEYS } from "../cluster/s3-server";
import type { Measurement } from "./foundation";
import { percentile } from "./percentile";

const ROUNDS = 40;

/** Milliseconds until the whole body of `url` (with these headers) has arrived; fails on an error status. */
async function timed(url: string, init: RequestInit = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Media on S3 served two ways, asked in turn (A B A B) on one web node: streamed through the node
 * with the Range passed on (what the portal does), and what a redirect to a presigned GET would
 * cost a player: the node's answer without a body (a HEAD of the same signed address, all of its
 * checks) and then the bucket's own answer to a presigned GET with the same Range. The second is
 * the two requests of a redirect, not a redirect the portal makes: it bounds what that would save.
 */
export async function benchMediaDelivery(cluster: Cluster, bearer: string): Promise<Measurement[]> {
  const node = `http://${cluster.nodes[0]!.address}`;
  const reels = (await (
    await fetch(`${cluster.url}/api/v3/showreels?limit=100`, { headers: { authorization: bearer } })
  ).json()) as { data: { combined_url: string | null; status: string }[] };
  const video = reels.data.find((reel) => reel.status === "READY" && reel.combined_url)?.combined_url;
  if (!video) throw new Error("no rendered showreel to serve");
  const assetId = Number(/\/media\/serve\/(\d+)\./.exec(video)![1]);
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ storage_key: string; size: string }>(`select storage_key, size from media_assets where id = $1`, [assetId])
    .finally(() => client.end());
  const { storage_key: key, size } = rows[0]!;
  const env = cluster.s3.env("portal");
  const { bucket, prefix } = parseStorageUrl(env.STORAGE_URL!);
  const s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  });
  const presigned = await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: prefix + key }), {
    expiresIn: 3600,
  });
  const middle = Math.floor(Number(size) / 2);
  const ranges = {
    "the whole reel": `bytes=0-`,
    "64 KB from its middle (a seek)": `bytes=${middle}-${middle + 65_535}`,
  };
  const results: Measurement[] = [];
  for (const [what, range] of Object.entries(ranges)) {
    const headers = { range };
    const streamed: number[] = [];
    const redirected: number[] = [];
    for (let round = -3; round < ROUNDS; round++) {
      const a = await timed(node + video, { headers });
      const b = (await timed(node + video, { method: "HEAD" })) + (await timed(presigned, { headers }));
      if (round < 0) continue; // warm-up
      streamed.push(a);
      redirected.push(b);
    }
    results.push(
      {
        name: `media on S3, ${what} (${Number(size).toLocaleString("en")} bytes in all), streamed through a node, p50`,
        value: Math.round(percentile(streamed, 0.5) * 100) / 100,
        unit: "ms",
        budget: Infinity,
      },
      {
        name: `media on S3, ${what}, a redirect's two requests (node HEAD + presigned GET), p50`,
        value: Math.round(percentile(redirected, 0.5) * 100) / 100,
        unit: "ms",
        budget: Infinity,
      },
    );
  }
  return results;
}
