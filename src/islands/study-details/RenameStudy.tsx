import { useId, useState } from "react";
import { ApiError } from "@/lib/api/api-error";
import { updateStudy } from "@/lib/api/study-draft";
import { STUDY_TEXT_LIMITS } from "@/lib/constants";
import Dialog from "@/lib/ui/Dialog";
import { FieldMessages } from "@/lib/ui/FieldMessages";

interface Props {
  studyId: number;
  title: string;
}

/**
 * "Rename" on the study details, for those who may change the title (UPDATE_STUDY,
 * UPDATE_STUDY_TITLE_ONLY, or UPDATE_DRAFT_STUDY_ONLY on a draft: 001 §6). Saves the title alone
 * (PUT /api/studies/{id}) and reloads the page, whose header, tabs and title all show it.
 */
export default function RenameStudy({ studyId, title }: Props) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(title);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const errorsId = useId();

  const close = () => {
    setOpen(false);
    setValue(title);
    setErrors([]);
    setFailure(null);
  };

  const save = async () => {
    setBusy(true);
    setErrors([]);
    setFailure(null);
    try {
      await updateStudy(studyId, { title: value });
      // The header, the tabs' page titles and the breadcrumbs all show the title: reloaded at once.
      window.location.reload();
    } catch (error) {
      if (error instanceof ApiError && error.errors.title?.length) setErrors(error.errors.title);
      else setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <Dialog
        open={open}
        title="Rename the study"
        onClose={close}
        size="action-card"
        error={failure}
        dirty={value !== title && !busy}
        actions={
          <>
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
            <button type="submit" form={`${errorsId}-form`} className="button primary" disabled={busy}>
              {busy ? "Saving…" : "Save"}
            </button>
          </>
        }
      >
        <form
          id={`${errorsId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label className="field">
            <span>Study title</span>
            <input
              value={value}
              onChange={(event) => setValue(event.target.value)}
              maxLength={STUDY_TEXT_LIMITS.title}
              required
              aria-invalid={errors.length > 0}
              aria-describedby={errors.length ? errorsId : undefined}
              disabled={busy}
            />
            <FieldMessages id={errorsId} list={errors} />
          </label>
        </form>
      </Dialog>
    </>
  );
}
