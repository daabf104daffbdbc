import { LANGUAGES, MARKETS } from "@/lib/constants";
import { countryName, languageName } from "@/lib/labels";
import { FieldMessages } from "@/lib/ui/FieldMessages";

export type Language = (typeof LANGUAGES)[number];

interface MarketLanguageFieldsProps {
  market: string;
  language: Language;
  onMarket: (market: string) => void;
  onLanguage: (language: Language) => void;
  /** A saved draft's market and language are locked (001 §4). */
  locked: boolean;
  /** Messages of the "market" and "language" fields. */
  errorsOf: (field: "market" | "language") => string[];
  /** Prefix of the message elements' ids, unique on the page. */
  id: string;
}

/** Where the interviews run: the market and the language, as the details and the brief steps ask them. */
export default function MarketLanguageFields(props: MarketLanguageFieldsProps) {
  const { market, language, onMarket, onLanguage, locked, errorsOf, id } = props;
  const invalid = (field: "market" | "language") =>
    errorsOf(field).length ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}` } : {};
  return (
    <>
      <label className="field">
        <span>Market</span>
        <select value={market} disabled={locked} onChange={(e) => onMarket(e.target.value)} {...invalid("market")}>
          <option value="">Choose a market</option>
          {MARKETS.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
        <FieldMessages id={`${id}-market`} list={errorsOf("market")} />
      </label>
      <label className="field">
        <span>Language</span>
        <select
          value={language}
          disabled={locked}
          onChange={(e) => onLanguage(e.target.value as Language)}
          {...invalid("language")}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
        <FieldMessages id={`${id}-language`} list={errorsOf("language")} />
      </label>
    </>
  );
}
