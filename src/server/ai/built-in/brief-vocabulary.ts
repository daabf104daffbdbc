/*
 * The words the built-in engine reads a brief with. Plain lists rather than a model: the engine
 * runs offline with no weights, and a research lead can read (and extend) exactly what counts as
 * an audience, a market or a stimulus.
 */

/** A market the brief may name: the name used in adapted questions and every word that names it. */
export interface MarketWords {
  /** How an adapted question names it ("parents in Denmark", "shoppers in the UK"). */
  name: string;
  /** Case-insensitive regular expression sources (word-bounded by the caller). */
  words: string[];
  /** Case-sensitive ones: "US" must not match the pronoun "us". */
  exactWords?: string[];
  /** Adjectives that name the market inside an audience ("Danish parents"): no "in Denmark" then. */
  adjectives: string[];
  /** Its code in the panel's markets (lib/constants MARKETS), where it is one. */
  code?: string;
}

/** The panel's markets first (lib/constants MARKETS), then neighbours a brief often names. */
export const MARKET_WORDS: readonly MarketWords[] = [
  { code: "DK", name: "Denmark", words: ["denmark", "danish", "danes?"], adjectives: ["danish"] },
  {
    code: "GB",
    name: "the UK",
    words: ["uk", "u\\.k\\.", "united kingdom", "great britain", "britain", "british", "england", "english", "brits?"],
    adjectives: ["british", "english"],
  },
  { code: "SE", name: "Sweden", words: ["sweden", "swedish", "swedes?"], adjectives: ["swedish"] },
  { code: "ES", name: "Spain", words: ["spain", "spanish", "spaniards?"], adjectives: ["spanish"] },
  { code: "DE", name: "Germany", words: ["germany", "german", "germans"], adjectives: ["german"] },
  {
    code: "US",
    name: "the US",
    words: ["usa", "u\\.s\\.a?\\.?", "united states", "america", "americans?"],
    exactWords: ["US"],
    adjectives: ["american"],
  },
  { code: "IE", name: "Ireland", words: ["ireland", "irish"], adjectives: ["irish"] },
  { name: "Norway", words: ["norway", "norwegians?"], adjectives: ["norwegian"] },
  { name: "Finland", words: ["finland", "finnish", "finns?"], adjectives: ["finnish"] },
  { name: "France", words: ["france", "french"], adjectives: ["french"] },
  { name: "the Netherlands", words: ["netherlands", "holland", "dutch"], adjectives: ["dutch"] },
  { name: "Italy", words: ["italy", "italians?"], adjectives: ["italian"] },
  // Not "polish" or "poles": a brief polishes a concept far more often than it names Poles.
  { name: "Poland", words: ["poland"], adjectives: [] },
  { name: "the Nordics", words: ["nordics?", "scandinavian?", "scandinavia"], adjectives: ["nordic", "scandinavian"] },
  { name: "Europe", words: ["europe", "european", "europeans", "eu"], adjectives: ["european"] },
];

/** Words that say a brief has a market or language in mind without naming a country. */
export const MARKET_HINTS = ["markets?", "country", "countries", "languages?", "nationwide", "regions?", "regional"];

/** Who the participants could be: nouns a brief names its audience with (plural mostly). */
export const AUDIENCE_NOUNS = [
  "customers",
  "consumers",
  "users",
  "shoppers",
  "buyers",
  "parents",
  "mothers",
  "mums",
  "moms",
  "fathers",
  "dads",
  "families",
  "households",
  "students",
  "teenagers",
  "teens",
  "adults",
  "seniors",
  "pensioners",
  "retirees",
  "women",
  "men",
  "people",
  "patients",
  "drivers",
  "commuters",
  "travellers",
  "travelers",
  "gamers",
  "homeowners",
  "owners",
  "subscribers",
  "members",
  "visitors",
  "viewers",
  "readers",
  "listeners",
  "fans",
  "employees",
  "professionals",
  "managers",
  "nurses",
  "doctors",
  "teachers",
  "farmers",
  "millennials",
  "clients",
  "guests",
  "diners",
  "runners",
  "cyclists",
  "investors",
  "smokers",
];

/** Words that may qualify an audience noun ("young parents", "loyal customers"). */
export const AUDIENCE_MODIFIERS = [
  "young",
  "older",
  "elderly",
  "senior",
  "new",
  "existing",
  "current",
  "loyal",
  "lapsed",
  "potential",
  "first-time",
  "frequent",
  "regular",
  "heavy",
  "light",
  "busy",
  "working",
  "urban",
  "rural",
  "single",
  "expecting",
  "online",
  "local",
  "female",
  "male",
  "dog",
  "cat",
  "pet",
  "car",
  "business",
  "small",
];

/** What an audience may be "of": "parents of young children". */
export const AUDIENCE_OF = ["children", "kids", "babies", "toddlers", "teenagers", "teens", "pets", "dogs", "cats"];

/** What participants see or use, by the kind the template questions name it with. */
export const STIMULUS_KINDS = {
  pack: ["pack", "packs", "packaging", "label", "labels"],
  concept: ["concept", "concepts", "idea", "ideas", "storyboard", "storyboards"],
  prototype: ["prototype", "prototypes", "mock-up", "mock-ups", "mockup", "mockups", "wireframe", "wireframes"],
  app: ["app", "apps"],
  website: ["website", "websites", "site", "sites", "web shop", "webshop", "online shop", "landing page"],
  ad: ["ad", "ads", "advert", "adverts", "advertisement", "commercial", "commercials", "campaign", "campaigns"],
} as const;
export type StimulusKind = keyof typeof STIMULUS_KINDS;

/** Further words that name a stimulus (for the rating only: the templates have no generic term for them). */
export const OTHER_STIMULUS_WORDS = ["video", "videos", "tagline", "taglines", "claims?", "logo", "logos", "samples?"];

/** Words that, ahead of a noun, are not part of a product's name ("our new oat drink" → "oat drink"). */
export const LEADING_ADJECTIVES = [
  "new",
  "current",
  "existing",
  "latest",
  "upcoming",
  "redesigned",
  "proposed",
  "planned",
  "next",
  "own",
  "old",
  "revised",
  "updated",
  "first",
];
