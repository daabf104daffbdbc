import { useStore } from "@nanostores/react";
import { type SubmitEvent, useState } from "react";
import { updateProfile } from "@/lib/api/user";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import type { CurrentUser } from "@/lib/schemas/auth";
import { $session } from "@/lib/stores/session";
import { showSnackbar } from "@/lib/stores/snackbar";
import { type ProfileValues, validateProfile } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { FormAlert } from "./FormAlert";
import { formValues } from "./form-helpers";
import { useFormSubmission } from "./use-form-submission";
import { ProfileImage } from "./ProfileImage";

/** The profile (000 §2): email, first name, last name, role, job title, company/department, image. */
export default function ProfileForm({ initialUser }: { initialUser: CurrentUser }) {
  const { user: stored } = useStore($session);
  const hydrated = useHydrated();
  // The page's own read until the island runs, then the session's copy, which a save updates.
  const user = (hydrated && stored) || initialUser;
  const [imageUploadId, setImageUploadId] = useState<number | undefined>();
  const { form, errors, failure, busy, run } = useFormSubmission();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = formValues(event.currentTarget);
    const values: ProfileValues = {
      name: raw.name ?? "",
      surname: raw.surname ?? "",
      job_title: raw.job_title ?? "",
      company_department: raw.company_department ?? "",
    };
    const saved = await run(validateProfile(values), async () => {
      await updateProfile(user.id, { ...values, image_upload_id: imageUploadId });
    });
    if (saved) showSnackbar("Profile saved", "success");
  }

  return (
    <form
      ref={form}
      className={`${styles.wide} ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="profile-title"
    >
      <h1 id="profile-title">Profile</h1>
      <FormAlert message={failure} />
      <ProfileImage current={user.url} onUploaded={(upload) => setImageUploadId(upload.id)} />
      <Field name="email_display" label="Email" value={user.email} readOnly />
      <div className={styles.row}>
        <Field name="name" label="First name" defaultValue={user.name} autoComplete="given-name" error={errors.name} />
        <Field
          name="surname"
          label="Last name"
          defaultValue={user.surname}
          autoComplete="family-name"
          error={errors.surname}
        />
      </div>
      <Field name="role_display" label="Role" value={user.role?.name ?? "—"} readOnly />
      <Field
        name="job_title"
        label="Job title"
        defaultValue={user.job_title ?? ""}
        autoComplete="organization-title"
        error={errors.job_title}
      />
      <Field
        name="company_department"
        label="Company/department"
        defaultValue={user.company_department ?? ""}
        error={errors.company_department}
      />
      <button className={styles.primary} type="submit" disabled={!hydrated || busy} aria-busy={busy}>
        {busy ? "Saving…" : "Save changes"}
      </button>
    </form>
  );
}
