import { useId, useState } from "react";
import { fieldErrors, messagesFor } from "@/lib/api/field-errors";
import { messages } from "@/lib/messages";
import type { StudyMaterialCreate } from "@/lib/schemas/study-draft";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import { appLinkRefusal, webAddressRefusal } from "./material-rules";
import own from "./MaterialsStep.module.css";
import styles from "./Wizard.module.css";

interface LinkFormProps {
  /** The study holds its maximum of materials. */
  full: boolean;
  max: number;
  onAdd: (body: StudyMaterialCreate) => Promise<unknown>;
}

const empty = { link: "", android_link: "", ios_link: "", title: "" };

/** Adds a link (a website, a prototype, an app with its store links) as a study material. */
export default function LinkForm({ full, max, onAdd }: LinkFormProps) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  const check = () => {
    const found: Record<string, string[]> = {};
    // A website or prototype needs its web address; an app may be given by its store links alone.
    const anyLink = [form.link, form.android_link, form.ios_link].some((value) => value.trim());
    const web = form.link.trim() ? webAddressRefusal(form.link.trim()) : anyLink ? null : messages.required;
    if (web) found.link = [web];
    for (const key of ["android_link", "ios_link"] as const) {
      const refusal = form[key].trim() && appLinkRefusal(form[key].trim());
      if (refusal) found[key] = [refusal];
    }
    if (full) found.link = [messages.tooManyMaterials(max)];
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body: StudyMaterialCreate = {};
      if (form.link.trim()) body.link = form.link.trim();
      if (form.title.trim()) body.title = form.title.trim();
      if (form.android_link.trim()) body.android_link = form.android_link.trim();
      if (form.ios_link.trim()) body.ios_link = form.ios_link.trim();
      await onAdd(body);
      setForm(empty);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(
        Object.keys(fields).length ? fields : { link: [error instanceof Error ? error.message : String(error)] },
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof empty, label: string, hint?: string) => {
    const list = messagesFor(errors, key);
    return (
      <label className="field">
        <span>{label}</span>
        <input
          type={key === "title" ? "text" : "url"}
          inputMode={key === "title" ? undefined : "url"}
          value={form[key]}
          placeholder={key === "title" ? undefined : "https://"}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), void submit())}
          aria-invalid={list.length ? true : undefined}
          aria-describedby={
            [list.length ? `${id}-${key}` : "", hint ? `${id}-${key}-hint` : ""].join(" ").trim() || undefined
          }
        />
        {hint && <small id={`${id}-${key}-hint`}>{hint}</small>}
        <FieldMessages id={`${id}-${key}`} list={list} />
      </label>
    );
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>Add a link</legend>
      {field(
        "link",
        "Web address",
        "A website, a prototype or an app's web page; an app may be given by its store links alone.",
      )}
      {field("title", "Name (optional)")}
      <details>
        <summary>App store links (for apps)</summary>
        <div className={own.appLinks}>
          {field("android_link", "Android link")}
          {field("ios_link", "iOS link")}
        </div>
      </details>
      <div>
        <button type="button" className="button" onClick={() => void submit()} disabled={busy}>
          {busy ? "Adding…" : "Add link"}
        </button>
      </div>
    </fieldset>
  );
}
