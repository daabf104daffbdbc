import { showSnackbar } from "@/lib/stores/snackbar";

/** Gallery: fires the shell's snackbar in each of its kinds (the layout's Snackbar island shows it). */
export default function SnackbarButtons() {
  return (
    <div style={{ display: "flex", gap: "var(--size-3)", flexWrap: "wrap" }}>
      <button type="button" className="button" onClick={() => showSnackbar("Changes saved", "success")}>
        Show success
      </button>
      <button type="button" className="button" onClick={() => showSnackbar("Something went wrong", "error")}>
        Show error
      </button>
    </div>
  );
}
