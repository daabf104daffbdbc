// The schema of both specification documents, one file per area.
export * from "./enums";
export * from "./access";
export * from "./auth";
export * from "./catalog";
export * from "./projects";
export * from "./studies";
export * from "./design";
export * from "./media";
export * from "./interviews";
export * from "./insights";
export * from "./showreels";
export * from "./assistant";
export * from "./operations";
export * from "./security";
export * from "./sharing";
