/** A polite live region, visually hidden: screen readers hear what a move or delete did. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="visually-hidden" aria-live="polite" role="status">
      {message}
    </p>
  );
}
