import { useState } from "react";
import { useTeamUpdate } from "@/lib/api/team";
import { shellMessages } from "@/lib/messages/shell";
import type { TeamMember } from "@/lib/schemas/team";
import { showSnackbar } from "@/lib/stores/snackbar";
import { type AccessValue, AccessFields, accessInput } from "./AccessFields";
import { dialogError, fieldErrors } from "@/lib/api/field-errors";
import { FormDialog } from "./FormDialog";
import { displayName } from "./member-format";
import styles from "./TeamDialogs.module.css";

interface Props {
  clientId: number;
  member: TeamMember;
  onClose: () => void;
}

const SHOWN = ["role_id", "access"];

const accessOf = (member: TeamMember): AccessValue => ({
  roleId: member.role.id,
  type: member.access.type,
  projects: member.access.projects.map((p) => ({ id: p.id, title: p.title })),
  autoGrant: member.auto_grant_new_projects,
});

/** Edit user access: role, projects and the auto-grant option of one member (000 §3, §6). */
export function EditAccessDialog({ clientId, member, onClose }: Props) {
  const [initial] = useState(() => accessOf(member));
  const [access, setAccess] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const update = useTeamUpdate(clientId, "updateMember");
  const errors = { ...fieldErrors(update.error), ...localErrors };
  const dirty = JSON.stringify(access) !== JSON.stringify(initial);

  const submit = () => {
    if (access.roleId === null) return setLocalErrors({ role_id: [shellMessages.required] });
    setLocalErrors({});
    update.mutate(
      {
        userId: member.id,
        body: { role_id: access.roleId, access: accessInput(access), auto_grant_new_projects: access.autoGrant },
      },
      {
        onSuccess: () => {
          showSnackbar(`Access of ${displayName(member)} has been updated`);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Edit user access"
      onClose={onClose}
      dirty={dirty}
      error={dialogError(update.error, SHOWN)}
      submitLabel="Save"
      pendingLabel="Saving…"
      pending={update.isPending}
      onSubmit={submit}
    >
      <p className={styles.who}>
        <strong>{displayName(member)}</strong> <span>{member.email}</span>
      </p>
      <AccessFields clientId={clientId} value={access} onChange={setAccess} errors={errors} />
    </FormDialog>
  );
}
