import fp from "fastify-plugin";
import inboxRoutes from "./inbox.routes";
import { createInboxService } from "./inbox.service";

/** The admin inbox: the submissions with their e-mails, built once here over the two modules' services. */
export default fp(
  async (app) => {
    await app.register(inboxRoutes, { inbox: createInboxService(app.submissions, app.mailOutbox) });
  },
  { name: "inbox", dependencies: ["submissions", "mail"] },
);
