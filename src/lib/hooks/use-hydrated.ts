import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until the island has hydrated, then true: controls that act only
 * through the island's handlers stay disabled until then, so an early click is never lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
