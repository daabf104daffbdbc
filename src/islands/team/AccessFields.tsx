import { useId } from "react";
import { useSuggestions } from "@/lib/api/team";
import type { PROJECT_ACCESS } from "@/lib/constants";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import { messagesFor } from "@/lib/api/field-errors";
import styles from "./TeamDialogs.module.css";
import { type Picked, SuggestionPicker } from "./SuggestionPicker";

/** Role and project access of a member, as the invite and edit dialogs set them (000 §3). */
export interface AccessValue {
  roleId: number | null;
  type: (typeof PROJECT_ACCESS)[number];
  projects: Picked[];
  autoGrant: boolean;
}

const ACCESS_LABELS = {
  ALL: "All projects",
  SELECTED: "Selected projects",
  NONE: "No projects",
} as const;

interface Props {
  clientId: number;
  value: AccessValue;
  onChange: (next: AccessValue) => void;
  errors: Record<string, string[]>;
}

/** The role, the access (all, selected projects with a picker, none) and the auto-grant option. */
export function AccessFields({ clientId, value, onChange, errors }: Props) {
  const id = useId();
  const roles = useSuggestions(clientId, "roles", "", true, 50);
  const set = (patch: Partial<AccessValue>) => onChange({ ...value, ...patch });
  const roleErrors = messagesFor(errors, "role_id");
  const accessErrors = messagesFor(errors, "access");
  return (
    <>
      <label className="field">
        <span>Role</span>
        <select
          value={value.roleId ?? ""}
          onChange={(event) => set({ roleId: event.target.value ? Number(event.target.value) : null })}
          aria-invalid={roleErrors.length ? true : undefined}
          aria-describedby={roleErrors.length ? `${id}-role-error` : undefined}
          disabled={roles.isPending}
        >
          <option value="" disabled>
            {roles.isPending ? "Loading roles…" : roles.isError ? roles.error.message : "Choose a role"}
          </option>
          {(roles.data ?? []).map((role) => (
            <option key={role.id} value={role.id}>
              {role.label}
            </option>
          ))}
        </select>
        <FieldMessages id={`${id}-role-error`} list={roleErrors} />
      </label>
      <fieldset className="field" aria-describedby={accessErrors.length ? `${id}-access-error` : undefined}>
        <legend>Access</legend>
        <div className={styles.radios}>
          {(Object.keys(ACCESS_LABELS) as AccessValue["type"][]).map((type) => (
            <label key={type} className="check">
              <input
                type="radio"
                name={`${id}-access`}
                value={type}
                checked={value.type === type}
                onChange={() => set({ type })}
              />
              {ACCESS_LABELS[type]}
            </label>
          ))}
        </div>
        <FieldMessages id={`${id}-access-error`} list={value.type === "SELECTED" ? [] : accessErrors} />
      </fieldset>
      {value.type === "SELECTED" && (
        <SuggestionPicker
          clientId={clientId}
          kind="projects"
          label="Projects"
          placeholder="Search projects by title"
          selected={value.projects}
          onChange={(projects) => set({ projects })}
          errors={accessErrors}
        />
      )}
      <label className={`check ${styles.longCheck}`}>
        <input
          type="checkbox"
          checked={value.autoGrant}
          onChange={(event) => set({ autoGrant: event.target.checked })}
        />
        Automatically grant access to newly created projects and studies
      </label>
    </>
  );
}

/** The access part of an invite or edit request. */
export function accessInput(value: AccessValue) {
  return { type: value.type, project_ids: value.type === "SELECTED" ? value.projects.map((p) => p.id) : [] };
}
