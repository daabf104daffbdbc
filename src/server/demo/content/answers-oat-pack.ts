/** Answer banks of the pack study: persona k's line for each task, in English and the Danish spoken by DK participants. */
import { chose, observed, say, scored } from "./task-builders";
import type { AnswerContent } from "./types";

export const oatPackAnswers = {
  find: [
    observed(6, "COMPLETED", [
      "There it is, top shelf, the green carton with the big oat.",
      "Der er den, øverste hylde, den grønne karton med det store havreaks.",
    ]),
    observed(14, "COMPLETED", [
      "Hmm, I'm looking for the old blue one, oh wait, it's the green one now.",
      "Hmm, jeg leder efter den gamle blå, nå nej, det er den grønne nu.",
    ]),
    observed(4, "COMPLETED", [
      "Found it straight away, middle shelf on the left.",
      "Fandt den med det samme, midterste hylde til venstre.",
    ]),
    observed(27, "WITH_DIFFICULTY", [
      "Where is it, I see the store brand, Alpro, hmm, okay there, bottom shelf.",
      "Hvor er den, jeg ser butikkens eget mærke, Alpro, hmm, okay der, nederste hylde.",
    ]),
    observed(9, "COMPLETED", [
      "Okay, scanning, there, the one with the sunrise over the oats.",
      "Okay, jeg kigger, der, den med solopgangen over havren.",
    ]),
    observed(19, "WITH_DIFFICULTY", [
      "I thought that was it, no, that's the chocolate one, here's the plain one.",
      "Jeg troede, det var den, nej, det er chokoladen, her er den almindelige.",
    ]),
    observed(7, "COMPLETED", [
      "There, the green one with the Northwind leaf at the top.",
      "Der, den grønne med Northwind-bladet øverst.",
    ]),
    observed(41, "FAILED", [
      "I honestly can't find it, is it even there? I give up, sorry.",
      "Jeg kan ærligt talt ikke finde den, er den overhovedet der? Jeg giver op, undskyld.",
    ]),
  ],
  helped: [
    say([
      "The green is much brighter than before, it almost glows next to the grey cartons.",
      "Den grønne farve er meget klarere end før, den lyser nærmest op ved siden af de grå kartoner.",
    ]),
    say([
      "The logo helped, but the new colour threw me at first because I know the old pack.",
      "Logoet hjalp, men den nye farve forvirrede mig først, fordi jeg kender den gamle pakning.",
    ]),
    say([
      "The oat illustration, it's so big you see it from a distance.",
      "Havretegningen, den er så stor, at man kan se den på lang afstand.",
    ]),
    say([
      "It was hard, the green is almost the same as the store brand next to it.",
      "Det var svært, den grønne er næsten den samme som butikkens eget mærke ved siden af.",
    ]),
    say([
      "The sunrise, it's a warm colour on a shelf full of cold blue and white.",
      "Solopgangen, det er en varm farve på en hylde fuld af kold blå og hvid.",
    ]),
    say([
      "The flavours look too alike, I had to read the small text to find the plain one.",
      "Smagsvarianterne ligner hinanden for meget, jeg måtte læse den lille tekst for at finde den almindelige.",
    ]),
    say(["The leaf logo, I recognise it from their oat biscuits.", "Bladlogoet, jeg kender det fra deres havrekiks."]),
    say([
      "I was looking for a blue carton, so I walked right past the green one.",
      "Jeg ledte efter en blå karton, så jeg gik lige forbi den grønne.",
    ]),
  ],
  "first-eye": [
    chose(
      [0],
      [
        "Northwind caught my eye first, mainly because of that bright green.",
        "Northwind fangede mit blik først, mest på grund af den klare grønne farve.",
      ],
    ),
    chose(
      [1],
      [
        "Oatly caught my eye first, their text is just so loud.",
        "Oatly fangede mit blik først, deres tekst er bare så højlydt.",
      ],
    ),
    chose(
      [0],
      [
        "The Northwind one, no doubt, it's the calmest but also the clearest.",
        "Northwind, ingen tvivl, den er den roligste men også den tydeligste.",
      ],
    ),
    chose(
      [3],
      [
        "Honestly the store brand, it's bigger and it has a yellow price sticker.",
        "Ærligt talt butikkens eget mærke, den er større og har et gult prismærke.",
      ],
    ),
    chose(
      [0],
      [
        "Northwind, the warm colours pulled me in right away.",
        "Northwind, de varme farver trak mig ind med det samme.",
      ],
    ),
    chose(
      [2],
      [
        "Alpro, because it's at eye level and I buy it sometimes.",
        "Alpro, fordi den står i øjenhøjde, og jeg køber den nogle gange.",
      ],
    ),
    chose(
      [0],
      [
        "Northwind first, then Oatly, because of the bright green.",
        "Northwind først, så Oatly, på grund af den klare grønne farve.",
      ],
    ),
    chose([1], ["Oatly, as always, it's the one everyone knows.", "Oatly, som altid, det er den, alle kender."]),
  ],
  standout: [
    scored(5, [
      "Five, it really pops, you can't miss it on that shelf.",
      "Fem, den springer virkelig i øjnene, man kan ikke overse den på den hylde.",
    ]),
    scored(3, [
      "Three, it's nice, but it sits a bit quietly between the others.",
      "Tre, den er pæn, men den står lidt stille mellem de andre.",
    ]),
    scored(4, [
      "I'd give it a four, it stands out without shouting.",
      "Jeg vil give den fire, den skiller sig ud uden at råbe.",
    ]),
    scored(2, [
      "Two, it blends in with the cheaper cartons around it.",
      "To, den glider i ét med de billigere kartoner omkring den.",
    ]),
    scored(4, ["Four, it's one of the first things you see.", "Fire, den er noget af det første, man ser."]),
    scored(3, [
      "Three, the brand stands out but the variants don't.",
      "Tre, mærket skiller sig ud, men varianterne gør ikke.",
    ]),
    scored(5, [
      "Five, it's the most eye-catching pack on the shelf.",
      "Fem, det er den mest iøjnefaldende pakning på hylden.",
    ]),
    scored(2, [
      "Two, if I couldn't find it, it doesn't stand out enough.",
      "To, når jeg ikke kunne finde den, skiller den sig ikke nok ud.",
    ]),
  ],
  words: [
    chose(
      [0, 1],
      [
        "Natural and Nordic, it looks like it comes from a field up north.",
        "Naturlig og nordisk, den ser ud som om den kommer fra en mark oppe nordpå.",
      ],
    ),
    chose(
      [2],
      ["Modern, definitely more modern than the old pack.", "Moderne, helt klart mere moderne end den gamle pakning."],
    ),
    chose(
      [0, 3],
      [
        "Natural and premium, the matte carton feels expensive in a good way.",
        "Naturlig og eksklusiv, den matte karton føles dyr på en god måde.",
      ],
    ),
    chose(
      [4],
      [
        "Sadly a bit cheap-looking, it reminds me of a discount brand.",
        "Desværre lidt billig at se på, den minder mig om et discountmærke.",
      ],
    ),
    chose(
      [0, 1, 2],
      [
        "Natural, Nordic and modern, it feels fresh but still honest.",
        "Naturlig, nordisk og moderne, den føles frisk men stadig ærlig.",
      ],
    ),
    chose(
      [1, 2],
      [
        "Nordic and modern, but the variants need different colours.",
        "Nordisk og moderne, men varianterne skal have forskellige farver.",
      ],
    ),
    chose(
      [0, 3],
      [
        "Natural and a bit premium, I'd happily pay a little more for this.",
        "Naturlig og lidt eksklusiv, jeg ville gerne betale lidt mere for den.",
      ],
    ),
    chose(
      [2],
      ["Modern, but I wouldn't know it was Northwind.", "Moderne, men jeg ville ikke vide, at det var Northwind."],
    ),
  ],
} satisfies Record<string, readonly AnswerContent[]>;
