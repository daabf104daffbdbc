import {
  countryName,
  audienceGenderLabels,
  deviceChoiceLabels,
  interviewMethodLabels,
  languageName,
  recordingDeviceLabels,
  recruitmentMethodLabels,
} from "@/lib/labels";
import { bloomProposalMessages } from "@/lib/messages";
import type { StudyDraft } from "@/lib/schemas/study-draft";
import { stepHref } from "@/lib/wizard-steps";
import { deliveryDays } from "./delivery";
import own from "./ConfirmStep.module.css";

const devicesText = (devices: string[]) =>
  devices.length === 2 ? deviceChoiceLabels.BOTH : devices.map((d) => deviceChoiceLabels[d] ?? d).join(", ");

/** The confirm step's summary of a draft (001 §3 Study summary), each part linked to its step. */
export default function StudySummary({ draft }: { draft: StudyDraft }) {
  const r = draft.requirements;
  const files = draft.materials.filter((m) => m.kind === "FILE").length;
  const links = draft.materials.length - files;
  const participants = draft.audience.reduce((sum, a) => sum + a.required_interviews, 0);
  const segments = draft.audience.filter((a) => a.segment_id !== null);
  const method = draft.audience[0]?.method ?? null;
  const questions = draft.design.sections.reduce((n, s) => n + s.tasks.length, 0);
  const missing = [
    !r.business_questions.ok && { text: "Write the business questions", step: "OUTLINE" as const },
    !r.sections.ok && { text: "Give every section at least 1 question", step: "STUDY_DESIGN" as const },
    !r.fill_in.ok && {
      text: bloomProposalMessages.needsEdit(r.fill_in.count),
      step: draft.created_with_ai ? ("AI_STUDY_DESIGN" as const) : ("STUDY_DESIGN" as const),
    },
    !r.study_materials.ok && {
      text: `Add ${r.study_materials.min}–${r.study_materials.max} study materials`,
      step: "STIMULI" as const,
    },
    !r.recruitment.ok && { text: "Choose how participants are recruited", step: "RECRUIT" as const },
  ].filter(Boolean) as { text: string; step: Parameters<typeof stepHref>[1] }[];

  return (
    <div className={own.summary}>
      {missing.length > 0 && (
        <section className={own.missing} aria-labelledby="missing-title">
          <h2 id="missing-title">Before the study can start</h2>
          <ul>
            {missing.map((m) => (
              <li key={m.text}>
                <a href={stepHref(draft.id, m.step)}>{m.text}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="s-study" className={own.wide}>
        <h2 id="s-study">Summary of study</h2>
        <dl>
          <dt>Title</dt>
          <dd>{draft.title}</dd>
          <dt>Purpose</dt>
          <dd>{draft.purpose || "—"}</dd>
          <dt>Template</dt>
          <dd>{draft.template?.title ?? "—"}</dd>
          <dt>Interview method</dt>
          <dd>{interviewMethodLabels[draft.data_source]}</dd>
          <dt>Market and language</dt>
          <dd>
            {draft.market ? countryName(draft.market) : "—"} · {languageName(draft.language)}
          </dd>
          <dt>Study design</dt>
          <dd>
            {draft.objectives.length} business questions, {draft.design.sections.length} sections, {questions} questions
          </dd>
        </dl>
        <a href={stepHref(draft.id, "DETAILS")}>Edit details</a>
      </section>
      <section aria-labelledby="s-materials">
        <h2 id="s-materials">Study materials</h2>
        <p>
          {draft.materials.length} study materials: {files} {files === 1 ? "file" : "files"}, {links}{" "}
          {links === 1 ? "link" : "links"}
        </p>
        <a href={stepHref(draft.id, "STIMULI")}>Edit study materials</a>
      </section>
      <section aria-labelledby="s-participants">
        <h2 id="s-participants">Participants</h2>
        <p>
          {participants} interviews · {method ? recruitmentMethodLabels[method]!.label : "Recruitment not chosen"} ·
          recording {draft.recording_devices.map((d) => recordingDeviceLabels[d]!.toLowerCase()).join(", ") || "—"}
        </p>
        <ul className={own.audiences}>
          {draft.audience.map((a) => (
            <li key={a.segment_id ?? "study"}>
              <strong>{a.segment_title ?? "Audience"}</strong>: {a.required_interviews} interviews,{" "}
              {a.countries.map(countryName).join(", ")}, {languageName(a.language)}, {audienceGenderLabels[a.gender]},{" "}
              {a.age_range.min}–{a.age_range.max} years, {devicesText(a.devices)}
              {a.custom_criteria ? `, ${a.custom_criteria}` : ""}
            </li>
          ))}
        </ul>
        <a href={stepHref(draft.id, "RECRUIT")}>Edit recruitment</a>
      </section>
      <section aria-labelledby="s-segments">
        <h2 id="s-segments">Segment insights</h2>
        <p>
          {segments.length > 1
            ? `Insights for each of the ${segments.length} segments, and across them.`
            : "One set of insights for the whole audience."}
        </p>
      </section>
      <section aria-labelledby="s-qa">
        <h2 id="s-qa">Quality assurance</h2>
        <p>
          {draft.quality_assurance
            ? "Our researchers review the business questions, questions and translations before the study starts (free; up to 1 day)."
            : "No review before the study starts."}
        </p>
        <p className={own.delivery}>
          Estimated delivery: about {deliveryDays(method, draft.quality_assurance)} days after the study starts.
        </p>
      </section>
    </div>
  );
}
