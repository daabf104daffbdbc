import styles from "./TeamManager.module.css";

/** Previous and next page of the member list, with where one is. */
export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label="Member pages">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {last}
      </span>
      <button type="button" className="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
