import { useId, useState } from "react";
import { useSuggestions, useTeamUpdate } from "@/lib/api/team";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { teamMessages as messages } from "@/lib/messages/pages";
import type { TeamMember } from "@/lib/schemas/team";
import { showSnackbar } from "@/lib/stores/snackbar";
import Dialog from "@/lib/ui/Dialog";
import { dialogError } from "@/lib/api/field-errors";
import styles from "./TeamDialogs.module.css";

interface Props {
  clientId: number;
  member: TeamMember;
  onClose: () => void;
}

/**
 * Revoke access from a project (000 §8): choose one of the member's projects (any project for a
 * member who sees all), read the spec's confirmation, revoke, and show the spec's success text.
 */
export function RevokeDialog({ clientId, member, onClose }: Props) {
  const id = useId();
  const seesAll = member.access.type === "ALL";
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const all = useSuggestions(clientId, "projects", q, seesAll, 50);
  const choices = seesAll ? (all.data ?? []).map((p) => ({ id: p.id, title: p.label })) : member.access.projects;
  const [projectId, setProjectId] = useState<number | null>(seesAll ? null : (member.access.projects[0]?.id ?? null));
  const project = choices.find((p) => p.id === projectId) ?? null;
  const revoke = useTeamUpdate(clientId, "revokeProjectAccess");

  return (
    <Dialog
      open
      size="action-card"
      title="Revoke access"
      onClose={onClose}
      error={dialogError(revoke.error, [])}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button danger"
            disabled={!project || revoke.isPending}
            onClick={() =>
              project &&
              revoke.mutate(
                { user_id: member.id, project_id: project.id },
                {
                  onSuccess: (message) => {
                    showSnackbar(message || messages.revokeDone(member.email, project.title));
                    onClose();
                  },
                },
              )
            }
          >
            {revoke.isPending ? "Revoking…" : "Revoke access"}
          </button>
        </>
      }
    >
      <div className={styles.form}>
        {seesAll && (
          <label className="field">
            <span>Find a project</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </label>
        )}
        <label className="field">
          <span>Project</span>
          <select
            id={`${id}-project`}
            value={projectId ?? ""}
            onChange={(event) => setProjectId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="" disabled>
              {seesAll && all.isPending ? "Loading projects…" : choices.length ? "Choose a project" : "No projects"}
            </option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.confirm} aria-live="polite">
          {project ? messages.revokeConfirm(member.email, project.title) : "Choose the project to revoke."}
        </p>
      </div>
    </Dialog>
  );
}
