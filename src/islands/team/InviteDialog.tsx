import { useId, useState } from "react";
import { useTeamUpdate } from "@/lib/api/team";
import { teamMessages as messages } from "@/lib/messages/pages";
import { shellMessages } from "@/lib/messages/shell";
import { showSnackbar } from "@/lib/stores/snackbar";
import { type AccessValue, AccessFields, accessInput } from "./AccessFields";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import { dialogError, fieldErrors, messagesFor } from "@/lib/api/field-errors";
import { FormDialog } from "./FormDialog";
import { type Picked, SuggestionPicker } from "./SuggestionPicker";
import styles from "./TeamDialogs.module.css";

interface Props {
  clientId: number;
  onClose: () => void;
  /** Choosing people already in the team changes their access: only for those who may edit users. */
  canChooseExisting: boolean;
  seatsAvailable: number | null;
}

const EMPTY: AccessValue = { roleId: null, type: "ALL", projects: [], autoGrant: false };
const SHOWN = ["emails", "user_ids", "role_id", "access"];

/** Invite users (000 §5): new people by email, existing ones by name or email, with role and access. */
export function InviteDialog({ clientId, onClose, canChooseExisting, seatsAvailable }: Props) {
  const id = useId();
  const [emails, setEmails] = useState("");
  const [people, setPeople] = useState<Picked[]>([]);
  const [access, setAccess] = useState<AccessValue>(EMPTY);
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const invite = useTeamUpdate(clientId, "inviteUsers");
  const errors = { ...fieldErrors(invite.error), ...localErrors };
  const emailErrors = messagesFor(errors, "emails");
  const dirty = emails.trim() !== "" || people.length > 0 || access !== EMPTY;

  const close = onClose;

  const submit = () => {
    const missing: Record<string, string[]> = {};
    if (!emails.trim() && !people.length) missing.emails = [shellMessages.required];
    if (access.roleId === null) missing.role_id = [shellMessages.required];
    setLocalErrors(missing);
    if (Object.keys(missing).length || access.roleId === null) return;
    invite.mutate(
      {
        emails,
        user_ids: people.map((p) => p.id),
        role_id: access.roleId,
        access: accessInput(access),
        auto_grant_new_projects: access.autoGrant,
      },
      {
        onSuccess: ({ invited, updated }) => {
          const parts = [
            invited.length && `${invited.length} ${invited.length === 1 ? "invitation" : "invitations"} sent`,
            updated.length && `${updated.length} ${updated.length === 1 ? "member" : "members"} updated`,
          ].filter(Boolean);
          showSnackbar(parts.join(", ") || "Nothing to change");
          close();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Invite users"
      onClose={close}
      dirty={dirty}
      error={dialogError(invite.error, SHOWN)}
      submitLabel="Send invitations"
      pendingLabel="Sending…"
      pending={invite.isPending}
      onSubmit={submit}
    >
      {seatsAvailable !== null && <p className={styles.seats}>{messages.seatsAvailable(seatsAvailable)}</p>}
      <label className="field">
        <span>New people</span>
        <textarea
          rows={2}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          placeholder="name@company.com, other@company.com"
          aria-invalid={emailErrors.length ? true : undefined}
          aria-describedby={`${id}-emails-hint${emailErrors.length ? ` ${id}-emails-error` : ""}`}
        />
        <small id={`${id}-emails-hint`}>One email or several, separated by commas.</small>
        <FieldMessages id={`${id}-emails-error`} list={emailErrors} />
      </label>
      {canChooseExisting && (
        <SuggestionPicker
          clientId={clientId}
          kind="users"
          label="People already in the team"
          placeholder="Search by name or email"
          selected={people}
          onChange={setPeople}
          searchFirst
          errors={messagesFor(errors, "user_ids")}
        />
      )}
      <AccessFields clientId={clientId} value={access} onChange={setAccess} errors={errors} />
    </FormDialog>
  );
}
