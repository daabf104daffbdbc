/**
 * Participant name pools and home towns per market, and the greeting each participant opens their
 * interview with (spoken in their own language).
 */
import type { CountryCode, Gender, LanguageCode } from "./types";

interface Pool {
  female: readonly string[];
  male: readonly string[];
  other: readonly string[];
  surnames: readonly string[];
  cities: readonly string[];
}

export const namePools: Record<CountryCode, Pool> = {
  GB: {
    female: [
      "Charlotte",
      "Priya",
      "Hannah",
      "Chloe",
      "Aisha",
      "Megan",
      "Lucy",
      "Zara",
      "Ellie",
      "Grace",
      "Amira",
      "Fiona",
    ],
    male: ["Oliver", "James", "Tom", "Ravi", "Callum", "Daniel", "Kwame", "Harry", "Liam", "Marcus", "Owen", "Sam"],
    other: ["Alex", "Jordan", "Robin"],
    surnames: [
      "Hughes",
      "Patel",
      "Walker",
      "Evans",
      "Okafor",
      "Bennett",
      "Khan",
      "Wright",
      "Murphy",
      "Clarke",
      "Shaw",
      "Ali",
    ],
    cities: ["Leeds", "Bristol", "Manchester", "Glasgow", "Birmingham", "Cardiff", "Brighton", "Nottingham"],
  },
  DK: {
    female: ["Sofie", "Freja", "Maja", "Camilla", "Line", "Mette", "Ida", "Louise"],
    male: ["Mads", "Rasmus", "Frederik", "Kasper", "Søren", "Anders", "Mikkel", "Jonas"],
    other: ["Kim", "Bo"],
    surnames: ["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Poulsen"],
    cities: ["Aarhus", "Odense", "Aalborg", "Roskilde", "København", "Vejle", "Esbjerg"],
  },
  ES: {
    female: ["Lucía", "María", "Carmen", "Laura", "Marta", "Elena", "Paula", "Sara"],
    male: ["Javier", "Pablo", "Alejandro", "Diego", "Sergio", "Carlos", "Andrés", "Miguel"],
    other: ["Ariel", "Noa"],
    surnames: ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres"],
    cities: ["Madrid", "Valencia", "Sevilla", "Bilbao", "Málaga", "Zaragoza", "Granada"],
  },
  SE: {
    female: ["Elsa", "Ebba", "Saga", "Wilma"],
    male: ["Erik", "Axel", "Oskar", "Nils"],
    other: ["Kim"],
    surnames: ["Lindberg", "Johansson", "Karlsson", "Berg"],
    cities: ["Göteborg", "Malmö", "Uppsala"],
  },
  DE: {
    female: ["Lena", "Julia", "Anna", "Katrin"],
    male: ["Lukas", "Felix", "Jonas", "Stefan"],
    other: ["Kim"],
    surnames: ["Müller", "Schmidt", "Weber", "Becker"],
    cities: ["Hamburg", "Köln", "Leipzig"],
  },
  US: {
    female: ["Ashley", "Maya", "Brianna", "Olivia"],
    male: ["Tyler", "Marcus", "Ethan", "Jamal"],
    other: ["Riley", "Casey"],
    surnames: ["Johnson", "Rivera", "Brooks", "Nguyen"],
    cities: ["Denver", "Austin", "Columbus"],
  },
  IE: {
    female: ["Aoife", "Siobhan", "Niamh", "Ciara"],
    male: ["Cian", "Darragh", "Seán", "Conor"],
    other: ["Rory"],
    surnames: ["Byrne", "Kelly", "Walsh", "O'Brien"],
    cities: ["Dublin", "Cork", "Galway"],
  },
};

/** The language participants of a market speak in their interviews. */
export const marketLanguage: Record<CountryCode, LanguageCode> = {
  GB: "en",
  US: "en",
  IE: "en",
  DK: "da",
  ES: "es",
  SE: "sv",
  DE: "de",
};

/** The opening line of an interview, in English and in the spoken language. */
export function greeting(
  name: string,
  age: number,
  city: string,
  language: LanguageCode,
): { en: string; original?: string } {
  const en = `Hi, I'm ${name}, I'm ${age} and I live in ${city}.`;
  if (language === "da") return { en, original: `Hej, jeg hedder ${name}, jeg er ${age} år og bor i ${city}.` };
  if (language === "es") return { en, original: `Hola, soy ${name}, tengo ${age} años y vivo en ${city}.` };
  return { en };
}

/** Picks the pool list for a gender. */
export function firstNames(country: CountryCode, gender: Gender): readonly string[] {
  const pool = namePools[country];
  return gender === "FEMALE" ? pool.female : gender === "MALE" ? pool.male : pool.other;
}

/** Country names as the video's name card shows them. */
export const countryNames: Record<CountryCode, string> = {
  DK: "Denmark",
  GB: "United Kingdom",
  ES: "Spain",
  SE: "Sweden",
  DE: "Germany",
  US: "United States",
  IE: "Ireland",
};
