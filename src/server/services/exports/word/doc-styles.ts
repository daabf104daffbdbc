import { AlignmentType, type IStylesOptions, LevelFormat, type INumberingOptions } from "docx";
import { BRAND_COLOURS, DOCUMENT_FONT } from "@/lib/brand";
export const DOC_COLOURS = BRAND_COLOURS;

/** The numbered lists of the document: questions (subtasks at the second level) and answer choices. */
export const LISTS = { questions: "questions", checkbox: "checkbox-choices", radio: "radio-choices" } as const;

/** Sizes in half-points, as Word stores them. */
const size = (points: number) => points * 2;

/** The document's styles: the brand typeface and colours on Word's own heading styles (so its outline and table of contents work). */
export const documentStyles: IStylesOptions = {
  default: {
    document: {
      run: { font: DOCUMENT_FONT, size: size(11), color: BRAND_COLOURS.text },
      paragraph: { spacing: { after: 120 } },
    },
    title: { run: { font: DOCUMENT_FONT, size: size(26), bold: true, color: BRAND_COLOURS.primary } },
    heading1: {
      run: { font: DOCUMENT_FONT, size: size(18), bold: true, color: BRAND_COLOURS.primary },
      paragraph: { spacing: { before: 360, after: 120 }, keepNext: true },
    },
    heading2: {
      run: { font: DOCUMENT_FONT, size: size(14), bold: true, color: BRAND_COLOURS.primary },
      paragraph: { spacing: { before: 280, after: 100 }, keepNext: true },
    },
  },
};

const hanging = (left: number) => ({ paragraph: { indent: { left, hanging: 360 } } });

/** Numbered questions with lettered subtasks, and the two kinds of answer choices. */
export const documentNumbering: INumberingOptions = {
  config: [
    {
      reference: LISTS.questions,
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START, style: hanging(360) },
        {
          level: 1,
          format: LevelFormat.LOWER_LETTER,
          text: "%2)",
          alignment: AlignmentType.START,
          style: hanging(1080),
        },
      ],
    },
    {
      reference: LISTS.checkbox,
      levels: [
        { level: 0, format: LevelFormat.BULLET, text: "☐", alignment: AlignmentType.START, style: hanging(1080) },
      ],
    },
    {
      reference: LISTS.radio,
      levels: [
        { level: 0, format: LevelFormat.BULLET, text: "○", alignment: AlignmentType.START, style: hanging(1080) },
      ],
    },
  ],
};
