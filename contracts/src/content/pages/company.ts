export { ABOUT_US_PAGE } from "./about-us";
export { AND_MORE_DEFAULT_TAGLINE, AND_MORE_PAGE } from "./and-more";
export { CLAIMS_PAGE } from "./claims";
export { FAQ_PAGE } from "./faq";
export { PRIVACY_PAGE, TERMS_PAGE } from "./legal";
export { OUR_COMMUNITY_PAGE } from "./our-community";
export { SIBLING_BODY_SECTION, siblingOf, siblingPageName, siblingPages } from "./sibling";
