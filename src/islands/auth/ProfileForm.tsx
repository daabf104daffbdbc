import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useState } from "react";
import { fetchCurrentUser, updateProfile } from "@/lib/api/user";
import { $session } from "@/lib/stores/session";
import { showSnackbar } from "@/lib/stores/snackbar";
import { type ProfileValues, validateProfile } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { FormAlert } from "./FormAlert";
import { formErrorOf, formValues } from "./form-helpers";
import { useFormSubmission } from "./use-form-submission";
import { ProfileImage } from "./ProfileImage";

/** The profile (000 §2): email, first name, last name, role, job title, company/department, image. */
export default function ProfileForm() {
  const { user } = useStore($session);
  const [imageUploadId, setImageUploadId] = useState<number | undefined>();
  const { form, errors, failure, setFailure, busy, run } = useFormSubmission();

  useEffect(() => {
    if (!user) fetchCurrentUser().catch((caught) => setFailure(formErrorOf(caught)));
  }, [user, setFailure]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
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

  // The page keeps its heading while the profile loads (a page without an h1 fails WCAG checks).
  if (!user)
    return (
      <section className={`${styles.wide} ${styles.form}`} aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : (
          <p role="status">Loading your profile…</p>
        )}
      </section>
    );
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
      <button className={styles.primary} type="submit" disabled={busy} aria-busy={busy}>
        {busy ? "Saving…" : "Save changes"}
      </button>
    </form>
  );
}
