import fp from "fastify-plugin";
import { editorName } from "../../editing/edit-conflicts";
import { createFormRepository } from "./form.repository";
import formRoutes from "./form.routes";
import { createFormService, type FormService } from "./form.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The form builder's fields and recipients (the submissions module reads the definitions it checks against). */
    forms: FormService;
  }
}

/** The forms module: its service, built once here, and its routes. */
export default fp(
  async (app) => {
    const forms = createFormService(createFormRepository(app.db), (email) => editorName(app.db, email));
    app.decorate("forms", forms);
    await app.register(formRoutes, { forms });
  },
  { name: "forms", dependencies: ["db"] },
);
