export * from "./activity";
export * from "./agents";
export * from "./blog";
export * from "./columns";
export * from "./conflicts";
export * from "./constants";
export * from "./content/banner";
export * from "./content/field-kinds";
export * from "./content/footer";
export * from "./content/list-items";
export * from "./content/model";
export { SIBLING_BODY_SECTION, siblingOf, siblingPageName, siblingPages, siblingPageTitle } from "./content/pages/sibling";
export * from "./content/registry";
export * from "./content/rules";
export * from "./content/validate";
export * from "./forms";
export * from "./identity";
export * from "./incident-location";
export * from "./page-query";
export {
  type PageRendererModule,
  type RenderedPage,
  type RenderOptions,
  type RichTextProfile,
  type ServerHooks,
  SSR_USER_ID,
} from "./page-render";
export * from "./publishing";
export type {
  AddNewBody,
  AgentDirectoryFirstPage,
  AuthConfig,
  AuthenticateBody,
  AuthenticateResult,
  ContentVersion,
  ErrorBody,
  PageContentBody,
  RestoreBody,
  Role,
  SectionRef,
  SessionUser,
  UploadResult,
} from "./schemas/index";
export * from "./search";
export * from "./sibling-menus";
export * from "./site-pages";
export * from "./site-routes";
