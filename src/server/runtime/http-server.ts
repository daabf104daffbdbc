import http from "node:http";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const inFlight = new WeakMap<http.Server, { count: number }>();

/** Fails fast, before any start-up work, when host:port cannot be listened on. */
export async function assertCanListen(host: string, port: number): Promise<void> {
  const probe = await listen(() => {}, host, port);
  await new Promise((resolve) => probe.close(resolve));
}

/** Listens on host:port; a port already taken becomes a message a person can act on. */
export function listen(handler: Handler, host: string, port: number): Promise<http.Server> {
  const requests = { count: 0 };
  const server = http.createServer((req, res) => {
    requests.count++;
    res.once("close", () => requests.count--);
    handler(req, res);
  });
  inFlight.set(server, requests);
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new Error(
            `Port ${port} on ${host} is already in use. Stop the program using it, or start with PORT=<another port>.`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(new Error(`Not allowed to listen on port ${port} on ${host}. Use a port above 1024 (PORT=…).`));
      } else {
        reject(error);
      }
    });
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Stops accepting connections, lets responses in progress finish (for up to `graceMs`), then ends
 * every remaining keep-alive connection, whatever state the client left it in.
 */
export function close(server: http.Server, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const requests = inFlight.get(server) ?? { count: 0 };
    const started = Date.now();
    const check = setInterval(() => {
      if (requests.count === 0 || Date.now() - started > graceMs) server.closeAllConnections();
    }, 20);
    server.close(() => {
      clearInterval(check);
      resolve();
    });
    server.closeIdleConnections();
  });
}
