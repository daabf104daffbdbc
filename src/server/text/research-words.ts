/*
 * The research vocabulary's related words: what participants say about cost, taste, ease, trust,
 * speed, looks, health and the rest, in the words they use for it. Each sense lists its
 * synonyms and inflections' base words (`same`), words about the same topic (`related`: a question
 * about "expensive" is answered by what was said about the price) and, kept apart, its opposites
 * (`opposite`: "cheap" never answers "expensive", it contradicts it). A phrase is written with
 * spaces ("straight away"). Read by the assistant's retrieval (services/assistant).
 */

export interface Sense {
  same: readonly string[];
  related?: readonly string[];
  opposite?: readonly string[];
}

const PRICE = [
  "price",
  "cost",
  "money",
  "pay",
  "paid",
  "spend",
  "afford",
  "value",
  "worth",
  "pound",
  "euro",
  "kroner",
  "fee",
  "charge",
];
const TASTE = ["taste", "flavour", "flavor", "tasty", "aftertaste"];
const TASTE_WORDS = ["sweet", "sour", "salty", "bitter", "creamy", "delicious", "bland", "sugary"];
const EASE = ["easy", "simple", "straightforward", "intuitive", "clear", "smooth", "effortless"];
const DIFFICULT = [
  "difficult",
  "hard",
  "confusing",
  "confused",
  "complicated",
  "struggle",
  "unclear",
  "frustrating",
  "annoying",
  "stuck",
  "lost",
];
const TRUST = [
  "trust",
  "believe",
  "credible",
  "reliable",
  "confident",
  "confidence",
  "safe",
  "safer",
  "secure",
  "honest",
  "convinced",
];
const DOUBT = ["distrust", "doubt", "sceptical", "skeptical", "suspicious", "unsure", "dodgy", "scam"];
const LIKE = ["like", "love", "enjoy", "appealing", "great", "favourite", "fan", "lovely", "nice"];
const DISLIKE = [
  "dislike",
  "hate",
  "awful",
  "terrible",
  "boring",
  "horrible",
  "worst",
  "disappointing",
  "annoying",
  "annoys",
  "annoyed",
  "frustrating",
  "sneaky",
];
const FAST = ["fast", "quick", "quickly", "instantly", "immediately", "straight away", "right away", "rapid"];
const SLOW = ["slow", "slowly", "ages", "delay", "forever", "slowed"];
const FIND = ["find", "found", "spot", "notice", "noticed", "recognise", "recognize", "locate"];
const MISS = ["miss", "missed", "overlook", "walked past", "walked right past", "blend", "give up", "gave up"];
const STANDOUT = ["stand out", "standout", "pop", "pops", "eye", "eye-catching", "noticeable", "bright"];
const PREMIUM = ["premium", "quality", "luxurious", "posh", "high-end", "upmarket"];
const CHEAP_LOOKING = ["cheap-looking", "tacky", "flimsy", "cheaper cartons", "budget"];
const EXPENSIVE = ["expensive", "pricey", "costly", "overpriced", "too much"];
const CHEAP = ["cheap", "affordable", "inexpensive", "bargain", "good value"];
const HEALTH = ["healthy", "health", "nutrition", "nutritious", "wholesome"];
const NUTRIENTS = ["protein", "fibre", "fiber", "calories", "sugar", "natural", "ingredients"];
const UNHEALTHY = ["unhealthy", "junk", "processed", "artificial"];
const FULL = ["full", "filling", "satisfying", "satiating"];
const HUNGRY = ["hungry", "peckish", "fill me up"];
const CLIMATE = [
  "climate",
  "environment",
  "environmental",
  "sustainable",
  "sustainability",
  "eco",
  "planet",
  "co2",
  "footprint",
  "carbon",
];
const PACK = ["pack", "packaging", "carton", "box", "wrapper", "label", "bottle"];
const WORRY = ["worry", "worried", "concern", "concerned", "fear", "afraid", "risk", "problem", "issue"];
const SWITCH = ["switch", "switching", "change", "move", "moving", "leave"];
const ADVISER = ["adviser", "advisor", "consultant", "banker", "relationship manager"];
const PAYMENT = ["payment", "pay", "paying", "apple pay"];
const DELIVERY = ["delivery", "shipping", "postage", "deliver"];
const ACCOUNT = ["account", "sign up", "register", "registration", "login", "log in", "password"];
const SAVE = ["save", "saving", "savings"];
const LOOK = ["look", "looks", "appearance", "style"];
const LOOK_PARTS = ["design", "colour", "color", "illustration", "logo"];
const BUY = ["buy", "purchase", "bought", "order", "pick up", "choose"];
const WOULD_NOT_BUY = ["stop me", "put me off", "wouldn't buy", "never buy", "not buy"];

/**
 * Irregular forms, which a stemmer leaves apart ("gave" is not "give"): each word with its forms,
 * so a question and a passage meet whichever form each uses.
 */
export const FORMS: readonly (readonly string[])[] = [
  ["give", "gave", "given"],
  ["go", "went", "gone"],
  ["buy", "bought"],
  ["choose", "chose", "chosen"],
  ["find", "found"],
  ["think", "thought"],
  ["feel", "felt"],
  ["make", "made"],
  ["take", "took", "taken"],
  ["see", "saw", "seen"],
  ["get", "got", "gotten"],
  ["pay", "paid"],
  ["keep", "kept"],
  ["leave", "left"],
  ["come", "came"],
  ["eat", "ate", "eaten"],
  ["drink", "drank", "drunk"],
  ["spend", "spent"],
  ["lose", "lost"],
  ["understand", "understood"],
  ["know", "knew", "known"],
  ["throw", "threw", "thrown"],
  ["stick", "stuck"],
  ["fall", "fell", "fallen"],
  ["catch", "caught"],
  ["bring", "brought"],
  ["put", "put"],
  ["child", "children", "kid", "kids"],
  ["woman", "women"],
  ["man", "men"],
];

/** Every sense; a word may belong to several (its senses' words are then all its related words). */
export const SENSES: readonly Sense[] = [
  { same: EXPENSIVE, related: PRICE, opposite: CHEAP },
  { same: CHEAP, related: PRICE, opposite: EXPENSIVE },
  { same: PRICE, related: [...EXPENSIVE, ...CHEAP] },
  { same: TASTE, related: TASTE_WORDS },
  {
    same: ["delicious", "yummy", "tasty", "nice"],
    related: TASTE,
    opposite: ["bland", "disgusting", "horrible", "artificial"],
  },
  { same: ["sweet", "sugary", "sugar"], related: TASTE },
  { same: EASE, related: ["ease", "usability", "fast", "quick"], opposite: DIFFICULT },
  { same: DIFFICULT, related: ["ease", "usability", "difficulty", "slowed"], opposite: EASE },
  { same: TRUST, related: ["proof", "claim", "claims", "evidence"], opposite: DOUBT },
  { same: DOUBT, related: ["proof", "claim", "claims"], opposite: TRUST },
  { same: LIKE, related: ["appeal", "prefer", "favourite", ...EASE], opposite: DISLIKE },
  { same: DISLIKE, related: DIFFICULT, opposite: LIKE },
  { same: FAST, related: ["speed", "time", "seconds"], opposite: SLOW },
  { same: SLOW, related: ["speed", "time", "seconds"], opposite: FAST },
  { same: FIND, related: ["see", "search", "look for", "looking for"], opposite: MISS },
  { same: MISS, related: ["search", "looking for"], opposite: FIND },
  { same: STANDOUT, related: ["shelf", "colour", "green"], opposite: ["blend", "blend in", "alike", "same"] },
  { same: PREMIUM, related: [...LOOK, ...LOOK_PARTS], opposite: CHEAP_LOOKING },
  { same: CHEAP_LOOKING, related: [...LOOK, ...LOOK_PARTS], opposite: PREMIUM },
  { same: HEALTH, related: NUTRIENTS, opposite: UNHEALTHY },
  { same: FULL, related: ["hunger", "snack", "breakfast"], opposite: HUNGRY },
  { same: HUNGRY, related: ["hunger", "snack"], opposite: FULL },
  { same: CLIMATE, related: ["benefit", "bonus"] },
  { same: PACK, related: [...LOOK, ...LOOK_PARTS] },
  { same: WORRY, related: ["risk", "stop me", "put me off"] },
  { same: SWITCH, related: ["paperwork", "direct debits"] },
  { same: ADVISER, related: ["personal", "named", "support", "help"] },
  { same: PAYMENT, related: ["card", "checkout", "safe", "padlock"] },
  { same: DELIVERY, related: ["fee", "slot", "slots", "courier"] },
  { same: ACCOUNT, related: ["guest checkout", "guest"] },
  { same: SAVE, related: ["goal", "regularly", "round-ups", "interest", "reminder", "deposit"] },
  { same: LOOK, related: [...LOOK_PARTS, ...PACK] },
  { same: BUY, related: ["try", "shop", "supermarket"], opposite: WOULD_NOT_BUY },
  { same: ["recommend", "suggest", "tell a friend"], related: LIKE },
];
