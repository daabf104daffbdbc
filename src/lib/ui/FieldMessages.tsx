/** A field's error messages under it, linked by `id` from the field's aria-describedby. */
export function FieldMessages({ id, list }: { id: string; list: readonly string[] }) {
  if (!list.length) return null;
  return (
    <small id={id} className="field-error">
      {list.map((message) => (
        <span key={message} style={{ display: "block" }}>
          {message}
        </span>
      ))}
    </small>
  );
}
