import type { TeamMember } from "@/lib/schemas/team";
import { displayName } from "./member-format";
import styles from "./TeamManager.module.css";

export type MemberAction = "edit" | "resend" | "revoke" | "remove";

const LABELS: Record<MemberAction, string> = {
  edit: "Edit access",
  resend: "Resend invitation",
  revoke: "Revoke access",
  remove: "Remove user",
};

// 20 px line icons (stroke follows the text colour), so four actions fit beside five columns.
const ICONS: Record<MemberAction, string> = {
  edit: "M4 16.5V20h3.5L18 9.5 14.5 6 4 16.5zM13 7.5l3.5 3.5",
  resend: "M3 6h18v12H3zM3 7l9 6 9-6",
  revoke: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8",
  remove: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
};

/** A row's actions as icon buttons, each named (and titled) with the action and the member. */
export function MemberActions({
  member,
  actions,
  onAction,
}: {
  member: TeamMember;
  actions: readonly MemberAction[];
  onAction: (action: MemberAction, member: TeamMember) => void;
}) {
  const name = displayName(member);
  return (
    <div className={styles.rowActions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`${styles.icon} ${action === "remove" || action === "revoke" ? styles.danger : ""}`}
          aria-label={`${LABELS[action]}: ${name}`}
          title={LABELS[action]}
          onClick={() => onAction(action, member)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={ICONS[action]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ))}
    </div>
  );
}
