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

/**
 * How the reel carries its words: a subtitle track, burned into the picture (so they travel with
 * the file into a deck or a chat), or none; and in which language. Saving renders the reel again.
 */
export function CaptionFields({ captions, language, onChange }: Props) {
  return (
    <>
      <label>
        Captions
        <select value={captions} onChange={(e) => onChange(e.target.value as Captions, language)}>
          {CAPTION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Caption language
        <select
          value={language}
          disabled={captions === "OFF"}
          onChange={(e) => onChange(captions, e.target.value as Language)}
        >
          {LANGUAGE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
