import type { TeamMember } from "@/lib/schemas/team";
import { displayName } from "./member-format";
import styles from "./TeamManager.module.css";

export type MemberAction = "edit" | "resend" | "revoke" | "remove";

const LABELS: Record<MemberAction, string> = {
  edit: "Edit access",
  resend: "Resend invitation",
  revoke: "Revoke access",
  remove: "Remove",
};

/** A row's actions as buttons, each named with the member for screen readers. */
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
          className={`${styles.link} ${action === "remove" ? styles.danger : ""}`}
          aria-label={`${LABELS[action]}: ${name}`}
          onClick={() => onAction(action, member)}
        >
          {LABELS[action]}
        </button>
      ))}
    </div>
  );
}
