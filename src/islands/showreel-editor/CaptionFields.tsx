import type { Showreel } from "@/lib/schemas/showreel";

type Captions = Showreel["captions"];
type Language = Showreel["caption_language"];

const CAPTION_CHOICES: { value: Captions; label: string }[] = [
  { value: "TRACK", label: "Subtitles the viewer can turn off" },
  { value: "BURNED", label: "Burned into the picture" },
  { value: "OFF", label: "No captions" },
];
const LANGUAGE_CHOICES: { value: Language; label: string }[] = [
  { value: "en", label: "English" },
  { value: "original", label: "What each participant said (original language)" },
];

interface Props {
  captions: Captions;
  language: Language;
  onChange: (captions: Captions, language: Language) => void;
}

/** A labelled select of a few fixed choices. */
function ChoiceSelect<T extends string>(props: {
  label: string;
  value: T;
  choices: { value: T; label: string }[];
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * How the reel carries its words: a subtitle track, burned into the picture (so they travel with
 * the file into a deck or a chat), or none; and in which language. Saving renders the reel again.
 */
export function CaptionFields({ captions, language, onChange }: Props) {
  return (
    <>
      <ChoiceSelect
        label="Captions"
        value={captions}
        choices={CAPTION_CHOICES}
        onChange={(next) => onChange(next, language)}
      />
      <ChoiceSelect
        label="Caption language"
        value={language}
        choices={LANGUAGE_CHOICES}
        disabled={captions === "OFF"}
        onChange={(next) => onChange(captions, next)}
      />
    </>
  );
}
