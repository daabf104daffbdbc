import { useTeamUpdate } from "@/lib/api/team";
import { teamMessages as messages } from "@/lib/messages/pages";
import type { TeamMember } from "@/lib/schemas/team";
import { showSnackbar } from "@/lib/stores/snackbar";
import Dialog from "@/lib/ui/Dialog";
import { dialogError } from "@/lib/api/field-errors";
import { displayName } from "./member-format";

/** Remove user (000 §8): the spec's confirmation, then DELETE /api/user/{id}. */
export function RemoveDialog({
  clientId,
  member,
  onClose,
}: {
  clientId: number;
  member: TeamMember;
  onClose: () => void;
}) {
  const remove = useTeamUpdate(clientId, "removeUser");
  const name = displayName(member);
  return (
    <Dialog
      open
      size="action-card"
      title="Remove user"
      onClose={onClose}
      error={dialogError(remove.error, [])}
      actions={
        <>
          {/* A destructive dialog opens on its safe choice (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
          <button type="button" className="button" onClick={onClose} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="button danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(member.id, {
                onSuccess: () => {
                  showSnackbar(`User ${name} has been removed`);
                  onClose();
                },
              })
            }
          >
            {remove.isPending ? "Removing…" : "Remove user"}
          </button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{messages.removeUserConfirm(name)}</p>
    </Dialog>
  );
}
