import http from "node:http";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** Fails fast, before any start-up work, when host:port cannot be listened on. */
export async function assertCanListen(host: string, port: number): Promise<void> {
  const probe = await listen(() => {}, host, port);
  await new Promise((resolve) => probe.close(resolve));
}

/** Listens on host:port; a port already taken becomes a message a person can act on. */
export function listen(handler: Handler, host: string, port: number): Promise<http.Server> {
  const server = http.createServer(handler);
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

/** Stops accepting connections and ends idle ones; busy ones get `graceMs` to finish. */
export function close(server: http.Server, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
