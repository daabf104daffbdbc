import { errorId, errorsAt, type FieldErrors } from "./field-errors";

/** A field's error messages under it, with the id its aria-describedby names. */
export function FieldErrorList({ errors, prefix, path }: { errors: FieldErrors; prefix: string; path: string }) {
  const list = errorsAt(errors, path);
  if (!list.length) return null;
  return (
    <small id={errorId(prefix, path)} className="field-error">
      {list.map((message) => (
        <span key={message} style={{ display: "block" }}>
          {message}
        </span>
      ))}
    </small>
  );
}
