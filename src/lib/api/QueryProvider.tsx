import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { renderQueryClient } from "./query-client";

/**
 * Wraps an island that reads through TanStack Query. On the server every render gets its own
 * QueryClient, so what one request loaded never reaches another request's HTML; in the browser
 * all islands of the page share one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(renderQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
