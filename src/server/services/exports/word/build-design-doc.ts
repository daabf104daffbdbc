import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { estimatePageNumbers } from "docx/layout";
import { PRODUCT_NAME } from "@/lib/brand";
import { formatLongDay } from "@/lib/dates";
import type { DesignDoc, DocDesign } from "../design-doc-data";
import { DOC_COLOURS, documentNumbering, documentStyles } from "./doc-styles";
import { questionParagraphs } from "./question-paragraphs";

const heading = (text: string, level: (typeof HeadingLevel)["HEADING_1" | "HEADING_2"]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => new Paragraph({ children: [new TextRun(part)] }));

const border = { style: BorderStyle.SINGLE, size: 4, color: DOC_COLOURS.border };

/** The audience and recruitment as a two-column table of labels and values. */
function factsTable(facts: [string, string][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: facts.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 30, type: WidthType.PERCENTAGE },
              shading: { fill: DOC_COLOURS.surface },
              children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
            }),
            new TableCell({ width: { size: 70, type: WidthType.PERCENTAGE }, children: paragraphs(value) }),
          ],
        }),
    ),
  });
}

/**
 * A design's sections, each a heading (so the outline lists it) with its business question and its
 * questions numbered from 1; `lists` hands out list instances so every section and every choice
 * list numbers from its own start.
 */
function designParagraphs(design: DocDesign, lists: { next: number }): (Paragraph | Table)[] {
  const title = design.segment ? `Study design: ${design.segment}` : "Study design";
  if (!design.sections.length) return [heading(title, HeadingLevel.HEADING_1), ...paragraphs("No sections yet.")];
  return [
    heading(title, HeadingLevel.HEADING_1),
    ...design.sections.flatMap((section, s) => {
      const questionList = lists.next++;
      return [
        heading(`Section ${s + 1}: ${section.title || "Untitled section"}`, HeadingLevel.HEADING_2),
        new Paragraph({
          children: [
            new TextRun({ text: "Business question: ", bold: true }),
            new TextRun(section.businessQuestion ?? "None chosen"),
          ],
        }),
        ...section.questions.flatMap((question) => questionParagraphs(question, questionList, lists.next++)),
      ];
    }),
  ];
}

/**
 * The study design as a Word document: a title, a table of contents built from real headings,
 * the brief, audience and recruitment, study materials, business questions, and every section
 * with its numbered questions as participants see them. Returns the .docx bytes.
 */
export async function buildDesignDoc(doc: DesignDoc, exportedAt: Date): Promise<Buffer> {
  const lists = { next: 1 };
  const numbered = (items: string[], empty: string) =>
    items.length
      ? items.map(
          (text, i) =>
            new Paragraph({ indent: { left: 360, hanging: 360 }, children: [new TextRun(`${i + 1}.\t${text}`)] }),
        )
      : paragraphs(empty);
  const document = new Document({
    creator: PRODUCT_NAME,
    title: `${doc.title} – study design`,
    description: `The study design of ${doc.title}`,
    styles: documentStyles,
    numbering: documentNumbering,
    // The contents list is written with its page numbers (docx lays the pages out as Word does):
    // LibreOffice and viewers that never update fields show them too, and Word does not ask to update.
    pageNumbers: estimatePageNumbers,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.title)] }),
          new Paragraph({
            children: [
              new TextRun({
                text: `Study design · ${doc.clientName} · exported ${formatLongDay(exportedAt.toISOString())} from ${PRODUCT_NAME}`,
                color: DOC_COLOURS.muted,
              }),
            ],
          }),
          // Not a heading: the table of contents would otherwise list itself.
          new Paragraph({
            spacing: { before: 360, after: 120 },
            children: [new TextRun({ text: "Contents", bold: true, size: 36, color: DOC_COLOURS.primary })],
          }),
          new TableOfContents("Contents", { hyperlink: true, headingStyleRange: "1-2" }),
          heading("Brief", HeadingLevel.HEADING_1),
          ...paragraphs(doc.purpose),
          ...(doc.brief && doc.brief !== doc.purpose ? paragraphs(doc.brief) : []),
          heading("Audience and recruitment", HeadingLevel.HEADING_1),
          factsTable(doc.audience),
          heading("Study materials", HeadingLevel.HEADING_1),
          ...numbered(
            doc.materials.map((m) =>
              m.kind === "LINK" && m.link && m.link !== m.name
                ? `${m.name} (link: ${m.link})`
                : `${m.name} (${m.kind === "LINK" ? "link" : "file"})`,
            ),
            "This study has no study materials.",
          ),
          heading("Business questions", HeadingLevel.HEADING_1),
          ...numbered(doc.businessQuestions, "No business questions yet."),
          ...doc.designs.flatMap((design) => designParagraphs(design, lists)),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
