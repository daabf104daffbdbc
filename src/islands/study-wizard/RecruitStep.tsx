import { useCallback, useId, useMemo, useState } from "react";
import { messagesFor } from "@/lib/api/field-errors";
import { updateAudience } from "@/lib/api/study-draft";
import { RECORDING_DEVICES, RECRUITMENT_METHODS } from "@/lib/constants";
import { recordingDeviceLabels, recruitmentMethodLabels } from "@/lib/labels";
import type { StudyDraft } from "@/lib/schemas/study-draft";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import AudienceFields from "./AudienceFields";
import { newAudience, recruitFormOf, type RecruitForm, toAudienceUpdate, validateRecruit } from "./audience-form";
import ErrorSummary from "./ErrorSummary";
import StepActions from "./StepActions";
import UnsavedGuard from "./UnsavedGuard";
import { useStepSave } from "./use-step-save";
import styles from "./Wizard.module.css";
import own from "./RecruitStep.module.css";

export interface RecruitStepProps {
  draft: Pick<StudyDraft, "id" | "audience" | "recording_devices" | "quality_assurance" | "market" | "language">;
  /** The template's way of recruiting, shown as its suggestion (nothing is chosen for the researcher). */
  suggested: "SHAREABLE_LINK" | "SPECIALIST" | null;
  back: string | null;
  next: string;
}

/** The recruitment step: how participants are found, what they record, and who they are. */
export default function RecruitStep({ draft, suggested, back, next }: RecruitStepProps) {
  const saved = useMemo(() => recruitFormOf(draft), [draft]);
  const [form, setForm] = useState<RecruitForm>(saved);
  const dirty = JSON.stringify(toComparable(form)) !== JSON.stringify(toComparable(saved));
  const validate = useCallback(() => validateRecruit(form), [form]);
  const save = useCallback(() => updateAudience(draft.id, toAudienceUpdate(form)), [draft.id, form]);
  const step = useStepSave({ studyId: draft.id, step: "RECRUIT", dirty, validate, save });
  const id = useId();
  const set = (change: Partial<RecruitForm>) => setForm((f) => ({ ...f, ...change }));

  const switchMode = (perSegment: boolean) =>
    set({
      perSegment,
      audiences: perSegment
        ? [{ ...form.audiences[0]!, segment: { title: "Segment 1" } }, newAudience(draft, "Segment 2")]
        : [{ ...form.audiences[0]!, segment: null }],
    });

  return (
    <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void step.saveAndGo(next))}>
      <UnsavedGuard dirty={dirty} />
      <ErrorSummary errors={step.errors} />
      {/* A radio cannot be invalid in ARIA; the group of them can. */}
      <fieldset
        className={styles.fieldset}
        role="radiogroup"
        aria-describedby={messagesFor(step.errors, "method").length ? `${id}-method` : undefined}
        aria-invalid={messagesFor(step.errors, "method").length ? true : undefined}
      >
        <legend>How are participants recruited?</legend>
        <div className={styles.choices}>
          {RECRUITMENT_METHODS.map((method) => (
            <label key={method} className={styles.choice}>
              <input type="radio" name="method" checked={form.method === method} onChange={() => set({ method })} />
              <span>
                <strong>{recruitmentMethodLabels[method]!.label}</strong>
                <small>{recruitmentMethodLabels[method]!.description}</small>
                {method === "SHAREABLE_LINK" && <small>You get the participant link when the study starts.</small>}
                {suggested === method && <span className={`badge ${own.badge}`}>Suggested by the template</span>}
              </span>
            </label>
          ))}
        </div>
        <FieldMessages id={`${id}-method`} list={messagesFor(step.errors, "method")} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>What participants record</legend>
        <div className={own.checks}>
          {RECORDING_DEVICES.map((device) => (
            <label key={device} className="check">
              <input
                type="checkbox"
                checked={form.recording_devices.includes(device)}
                onChange={(e) =>
                  set({
                    recording_devices: e.target.checked
                      ? [...form.recording_devices, device]
                      : form.recording_devices.filter((d) => d !== device),
                  })
                }
              />
              {recordingDeviceLabels[device]}
            </label>
          ))}
        </div>
        <FieldMessages id={`${id}-recording`} list={messagesFor(step.errors, "recording_devices")} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Audience</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" name="mode" checked={!form.perSegment} onChange={() => switchMode(false)} />
            <span>
              <strong>One audience</strong>
              <small>The same criteria for every participant.</small>
            </span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="mode" checked={form.perSegment} onChange={() => switchMode(true)} />
            <span>
              <strong>An audience per segment</strong>
              <small>Compare groups, for example two markets or age bands; insights come per segment.</small>
            </span>
          </label>
        </div>
        <div className={own.segments}>
          {form.audiences.map((audience, index) => (
            <AudienceFields
              key={audience.key}
              value={audience}
              index={index}
              errors={step.errors}
              onChange={(value) => set({ audiences: form.audiences.map((a, i) => (i === index ? value : a)) })}
              onRemove={
                form.perSegment && form.audiences.length > 2
                  ? () => set({ audiences: form.audiences.filter((_, i) => i !== index) })
                  : undefined
              }
            />
          ))}
        </div>
        {form.perSegment && form.audiences.length < 10 && (
          <div>
            <button
              type="button"
              className="button"
              onClick={() =>
                set({ audiences: [...form.audiences, newAudience(draft, `Segment ${form.audiences.length + 1}`)] })
              }
            >
              Add segment
            </button>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Quality assurance</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={form.quality_assurance}
            onChange={(e) => set({ quality_assurance: e.target.checked })}
          />
          Have our researchers review your business questions, questions and translations before the study starts
        </label>
        <p className={styles.hint}>Free of charge; it may add up to 1 day to delivery.</p>
      </fieldset>
      <StepActions save={step} back={back} next={next} />
    </form>
  );
}

// Keys are React's, not the draft's: they do not make a form unsaved.
const toComparable = (form: RecruitForm) => ({ ...form, audiences: form.audiences.map(({ key: _k, ...a }) => a) });
