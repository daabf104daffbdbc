import { TEAM_SORTS, type TeamSort } from "@/lib/constants";
import filterBar from "@/lib/ui/FilterBar.module.css";
import styles from "./TeamManager.module.css";

const LABELS: Record<TeamSort, string> = {
  name: "Name (A–Z)",
  "-name": "Name (Z–A)",
  email: "Email (A–Z)",
  "-email": "Email (Z–A)",
  role: "Role (A–Z)",
  "-role": "Role (Z–A)",
  access: "Access (all first)",
  "-access": "Access (none first)",
  status: "Status (active first)",
  "-status": "Status (pending first)",
  invited_at: "Invited (oldest first)",
  "-invited_at": "Invited (newest first)",
};

/** On a phone the table shows as cards without headers: the sort is chosen here instead. */
export function SortSelect({ sort, onSort }: { sort: TeamSort; onSort: (sort: TeamSort) => void }) {
  return (
    <label className={styles.sortSelect}>
      <span>Sort by</span>
      <select className={filterBar.control} value={sort} onChange={(event) => onSort(event.target.value as TeamSort)}>
        {TEAM_SORTS.map((key) => (
          <option key={key} value={key}>
            {LABELS[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
