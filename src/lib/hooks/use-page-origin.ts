import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The origin the page was opened on (the portal's own host, as the person sees it), or null
 * during the server render and hydration, where there is no window: a component then renders its
 * host-less form and completes it right after hydration, without a mismatch.
 */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}
