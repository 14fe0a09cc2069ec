/** The account page's sessions schemas, kept at `@hpm/contracts/sessions` for its importers (now in schemas/auth). */
export { RevokedCount, SessionInfo, SessionList, SignOutEverywhereBody } from "./schemas/auth";
