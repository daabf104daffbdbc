import { useId, useState } from "react";
import { messagesFor } from "@/lib/api/field-errors";
import { rateBrief } from "@/lib/api/bloom";
import { AI_BRIEF_LIMITS, STUDY_TEXT_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { BriefRatingResponse } from "@/lib/schemas/ai";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import BriefRating from "./BriefRating";
import BriefRefinement from "./BriefRefinement";
import MarketLanguageFields, { type Language } from "../MarketLanguageFields";
import wizard from "../Wizard.module.css";
import styles from "./Bloom.module.css";

export interface BriefForm {
  title: string;
  brief: string;
  /** Where the interviews run: the AI variant has no details step, so the brief step asks. */
  market: string;
  language: Language;
}

interface BriefFieldsProps {
  value: BriefForm;
  onChange: (value: BriefForm) => void;
  errors: Record<string, string[]>;
  /** The draft, whose study materials count as the stimulus; null before it exists. */
  studyId: number | null;
  engine: string;
  /** A saved draft's market and language are locked (001 §4). */
  locked?: boolean;
}

/** AI_BRIEF's fields: the study's name and the brief in the researcher's words, with Bloom's rating on request. */
export default function BriefFields({ value, onChange, errors, studyId, engine, locked = false }: BriefFieldsProps) {
  const id = useId();
  const [rating, setRating] = useState<BriefRatingResponse | null>(null);
  const [ratingBusy, setRatingBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = (field: string) =>
    messagesFor(errors, field).length ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}` } : {};

  const rate = async () => {
    if (!value.brief.trim()) return;
    setRatingBusy(true);
    setFailure(null);
    try {
      setRating(await rateBrief(value.brief, studyId ?? undefined));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRatingBusy(false);
    }
  };

  return (
    <>
      <p className={styles.engine}>{engine}</p>
      <label className="field">
        <span>Study title</span>
        <input
          value={value.title}
          maxLength={STUDY_TEXT_LIMITS.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
          {...invalid("title")}
        />
        <FieldMessages id={`${id}-title`} list={messagesFor(errors, "title")} />
      </label>
      {/* The hint stays outside the label, so the field's name is "Your brief" and the hint its description. */}
      <div className="field">
        <label htmlFor={`${id}-brief-field`}>Your brief</label>
        <textarea
          id={`${id}-brief-field`}
          rows={9}
          value={value.brief}
          maxLength={AI_BRIEF_LIMITS.max}
          onChange={(e) => onChange({ ...value, brief: e.target.value })}
          aria-describedby={[`${id}-brief-hint`, messagesFor(errors, "brief").length ? `${id}-brief` : ""]
            .join(" ")
            .trim()}
          aria-invalid={messagesFor(errors, "brief").length ? true : undefined}
        />
        <small id={`${id}-brief-hint`}>
          In your own words: what you want to learn and why, from whom, in which market, what participants will see, and
          which decision the results will support.
        </small>
        <FieldMessages id={`${id}-brief`} list={messagesFor(errors, "brief")} />
      </div>
      <div className={wizard.grid2}>
        <MarketLanguageFields
          market={value.market}
          language={value.language}
          onMarket={(market) => onChange({ ...value, market })}
          onLanguage={(language) => onChange({ ...value, language })}
          locked={locked}
          errorsOf={(field) => messagesFor(errors, field)}
          id={id}
        />
      </div>
      {locked && <p className={wizard.hint}>{messages.countryLanguageLocked}</p>}
      <BriefRefinement brief={value.brief} studyId={studyId} onUse={(brief) => onChange({ ...value, brief })}>
        <button
          type="button"
          className="button"
          onClick={() => void rate()}
          disabled={ratingBusy || !value.brief.trim()}
        >
          {ratingBusy ? "Rating…" : "Rate my brief"}
        </button>
      </BriefRefinement>
      {failure && <p role="alert">{failure}</p>}
      {rating && <BriefRating rating={rating} />}
    </>
  );
}
