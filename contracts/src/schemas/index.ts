/** The request and answer schemas, by domain (the endpoint table in ../endpoints names them per route). */

export * from "./activity";
export * from "./agents";
export * from "./auth";
export * from "./billing";
export * from "./blog";
export * from "./common";
export * from "./content";
export * from "./forms";
export * from "./hub";
export * from "./page-views";
export * from "./publishing";
export * from "./search";
export * from "./submissions";
