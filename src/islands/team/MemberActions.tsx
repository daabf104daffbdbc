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
          {/* The glyphs are in the stylesheet (loaded once), not repeated in every row's HTML. */}
          <span className={styles.glyph} data-icon={action} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
