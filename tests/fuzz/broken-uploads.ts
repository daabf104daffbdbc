/**
 * Uploads that go wrong on the wire, sent with node:http so the suite controls every byte: more
 * than announced, fewer, and a connection dropped half-way.
 */
import http from "node:http";
import net from "node:net";

/** Asks for a presigned address for a `size`-byte PNG profile image; returns its id and path. */
export async function presignPng(url: string, bearer: string, size: number): Promise<{ id: number; path: string }> {
  const response = await fetch(`${url}/api/storage/upload/presigned`, {
    method: "POST",
    headers: { authorization: bearer, "content-type": "application/json" },
    body: JSON.stringify({ upload_type: "profile_image", file_name: "fuzz.png", content_type: "image/png", size }),
  });
  if (response.status !== 200) throw new Error(`presign answered ${response.status}`);
  const { data } = (await response.json()) as { data: { id: number; url: string } };
  return { id: data.id, path: data.url };
}

/** The 8 bytes every PNG starts with, then filler: passes the cheap signature check only. */
export function pngLike(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

/** PUTs `body` whole (Content-Length framed, or chunked); resolves with the status. */
export function putWhole(
  url: string,
  path: string,
  body: Buffer,
  chunked = false,
  contentType = "image/png",
): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "content-type": contentType };
    if (!chunked) headers["content-length"] = body.length;
    const request = http.request(`${url}${path}`, { method: "PUT", headers }, (response) => {
      response.resume().on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    if (chunked) for (let at = 0; at < body.length; at += 1024) request.write(body.subarray(at, at + 1024));
    else request.write(body);
    request.end();
  });
}

/**
 * Announces `body`, sends its first `sent` bytes, then ends its side of the connection (as a
 * client does whose upload stops half-way) and resolves with the status the server answers, or 0
 * when it closes without one.
 */
export function putAndAbort(url: string, path: string, body: Buffer, sent: number): Promise<number> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true }, () => {
      socket.write(
        `PUT ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: image/png\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.subarray(0, sent), () => setTimeout(() => socket.end(), 100));
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

/**
 * PUTs a chunked body that does not end (64 KB every few milliseconds, up to `limit` bytes) and
 * resolves with the status and how many bytes were sent when the answer came: a server that
 * buffers the body first answers only after the request ends, which this one never does (status 0
 * after `limit` bytes and a second more).
 */
export function putUnending(
  url: string,
  path: string,
  contentType: string,
  limit = 8 * 1_048_576,
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      clearInterval(pump);
      request.destroy();
      resolve({ status, sent });
    };
    const request = http.request(`${url}${path}`, { method: "PUT", headers: { "content-type": contentType } });
    request.on("response", (response) => finish(response.statusCode ?? 0));
    request.on("error", () => finish(0));
    const chunk = Buffer.alloc(65_536, 0x20);
    const pump = setInterval(() => {
      request.write(chunk);
      sent += chunk.length;
      if (sent < limit) return;
      clearInterval(pump);
      setTimeout(() => finish(0), 1_000);
    }, 2);
  });
}
