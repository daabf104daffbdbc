import type { TeamMember, TeamSort } from "@/lib/schemas/team";
import { MemberActions, type MemberAction } from "./MemberActions";
import { accessSummary, displayName } from "./member-format";
import styles from "./TeamManager.module.css";

type Column = "name" | "email" | "role" | "access" | "status";
const COLUMNS: { key: Column; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "role", label: "Role" },
  { key: "access", label: "Access" },
  { key: "status", label: "Status" },
];

interface Props {
  members: readonly TeamMember[];
  sort: TeamSort;
  onSort: (sort: TeamSort) => void;
  busy: boolean;
  actions: (member: TeamMember) => MemberAction[];
  onAction: (action: MemberAction, member: TeamMember) => void;
}

/** The member table (000 §2): a sort button in every header, aria-sort on the sorted one. */
export function MemberTable({ members, sort, onSort, busy, actions, onAction }: Props) {
  const column = sort.replace(/^-/, "");
  const descending = sort.startsWith("-");
  const withActions = members.some((m) => actions(m).length > 0);
  return (
    <table className={styles.table} aria-busy={busy}>
      <caption className="visually-hidden">Team members; column headers sort the table</caption>
      <thead>
        <tr>
          {COLUMNS.map(({ key, label }) => {
            const sorted = column === key;
            return (
              <th key={key} scope="col" aria-sort={sorted ? (descending ? "descending" : "ascending") : undefined}>
                <button
                  type="button"
                  className={styles.sort}
                  onClick={() => onSort((sorted && !descending ? `-${key}` : key) as TeamSort)}
                >
                  {label}
                  <span aria-hidden="true" className={styles.arrow} data-active={sorted || undefined}>
                    {sorted && descending ? "▼" : "▲"}
                  </span>
                </button>
              </th>
            );
          })}
          {withActions && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className={styles.name}>
              {displayName(member)}
            </th>
            <td className={styles.email}>{member.email}</td>
            <td className={styles.role} data-label="Role">
              {member.role.name}
            </td>
            <td
              className={styles.access}
              data-label="Access"
              title={member.access.projects.map((p) => p.title).join(", ") || undefined}
            >
              {accessSummary(member)}
            </td>
            <td className={styles.status}>
              <span className="badge" data-member={member.status}>
                {member.status}
              </span>
            </td>
            {withActions && (
              <td className={styles.actionsCell}>
                <MemberActions member={member} actions={actions(member)} onAction={onAction} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
