import type { StudyTemplateSummary } from "@/lib/schemas/marketplace";
import own from "./TemplatePicker.module.css";

const kindText = { FILE: "Files", LINK: "Links", FILE_LINK: "Files or links" } as const;

interface TemplateCardProps {
  template: StudyTemplateSummary;
  name: string;
  checked: boolean;
  onSelect: () => void;
}

/** A template as a choice: its title, type, purpose and what it holds; the whole card selects it. */
export default function TemplateCard({ template: t, name, checked, onSelect }: TemplateCardProps) {
  return (
    <label className={own.card} data-checked={checked || undefined}>
      <input type="radio" name={name} value={t.id} checked={checked} onChange={onSelect} className={own.radio} />
      <span className={own.cardHead}>
        <strong className={own.title}>{t.title}</strong>
        {t.recommended && <span className="badge">Recommended</span>}
      </span>
      {t.study_type && <span className={own.type}>{t.study_type.name}</span>}
      <span className={own.purpose}>{t.purpose}</span>
      <span className={own.meta}>
        {t.counts.business_questions} business questions · {t.counts.questions} questions · {kindText[t.stimuli_kind]} (
        {t.min_stimuli_count}–{t.max_stimuli_count})
      </span>
    </label>
  );
}
