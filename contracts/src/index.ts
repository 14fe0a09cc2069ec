export * from "./api";
export * from "./content/banner";
export * from "./content/footer";
export * from "./content/model";
export * from "./content/registry";
export * from "./content/validate";
export * from "./site-routes";
