import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";

/** s3rver's fixed keys. */
export const S3RVER_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

// Browsers PUT uploads straight to the bucket: it must allow the portal's origin.
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader>
<ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the portal at this server, under `prefix` of the bucket. */
  env(prefix: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server on loopback: s3rver (the S3 REST API on the file system, from the npm
 * registry), with one bucket whose CORS rule lets browsers upload. The portal speaks to it
 * through the same AWS SDK calls as to AWS S3 or MinIO. Its objects live in `directory`.
 */
export async function startS3Server(directory: string, options: { port?: number; bucket?: string } = {}) {
  const bucket = options.bucket ?? "portal";
  await fs.mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: (prefix: string) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    stop: () => server.close(),
  } satisfies S3Server;
}
