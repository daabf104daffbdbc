import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `ms` (the first value at once), so a search box sends one
 * request per pause, not one per key.
 */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
