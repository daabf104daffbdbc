import { atom } from "nanostores";

/** Whether the browser believes it is online (000 §4: offline and online status is tracked). */
export const $online = atom<boolean>(typeof navigator === "undefined" ? true : navigator.onLine !== false);

interface EventSource {
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
}

/** Follows the window's online/offline events into $online; returns the function that stops it. */
export function trackOnline(target: EventSource | undefined = globalThis.window, store = $online): () => void {
  if (!target) return () => {};
  const online = () => store.set(true);
  const offline = () => store.set(false);
  target.addEventListener("online", online);
  target.addEventListener("offline", offline);
  return () => {
    target.removeEventListener("online", online);
    target.removeEventListener("offline", offline);
  };
}
