/**
 * The one place where a request's bytes become the body that Astro, and through it Hono, read.
 *
 * Astro's NodeApp.createRequest hands undici the IncomingMessage as an async iterable, and
 * undici's wrapper of such an iterable calls `controller.close()` after a consumer cancelled the
 * stream: Node throws ERR_INVALID_STATE from a microtask, which nothing can catch, and the
 * process exits. A consumer cancels whenever it stops reading early (an upload longer than it
 * announced, a body over the limit), so one request could take the product down. createRequest
 * uses `req.body` when it is set (its documented hook for frameworks that pre-read bodies), so
 * the body is given as a web stream of our own that tolerates cancellation and turns a broken
 * upload into a 400 instead of an unexplained error.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { IncompleteBodyError } from "../errors";

/** Methods whose requests carry no body (Astro gives them none either). */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sets `req.body` to a ReadableStream of the request's bytes, with backpressure. Cancelling it
 * stops reading and closes the connection after the response (the unread rest of the body must
 * not be taken as the next request, nor read to its end); a connection that breaks first errors
 * the stream with IncompleteBodyError (400).
 */
export function attachRequestBody(req: IncomingMessage, res: ServerResponse): void {
  if (BODILESS.has(req.method ?? "GET")) return;
  let open = true;
  const detach = () => {
    open = false;
    req.off("data", onData).off("end", onEnd).off("aborted", onBroken).off("error", onBroken);
    req.off("close", onClose);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    if (!open) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    if (!open) return;
    detach();
    controller.close();
  };
  const onBroken = () => {
    if (!open) return;
    detach();
    controller.error(new IncompleteBodyError());
  };
  // "close" before "end" means the body never arrived whole.
  const onClose = () => {
    if (!req.complete) onBroken();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        req.on("data", onData).once("end", onEnd).once("aborted", onBroken).once("error", onBroken);
        req.once("close", onClose);
      },
      pull() {
        req.resume();
      },
      cancel() {
        if (!open) return;
        detach();
        req.pause();
        if (!res.headersSent) res.setHeader("Connection", "close");
      },
    },
    // About 64 KB in flight before the socket is paused.
    { highWaterMark: 4 },
  );
  // A route that answered without reading the whole body: end the connection once the answer is
  // out, rather than leave the socket waiting for bytes that nobody will read.
  res.once("finish", () => {
    if (!open) return;
    detach();
    req.socket.end();
  });
  Reflect.set(req, "body", body);
}
